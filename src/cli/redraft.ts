import path from 'node:path';
import { checkProject, formatFinding } from '../check/index.js';
import { estimateCost } from '../config/prices.js';
import { SpendAccount } from '../cost/budget.js';
import { estimateChapterSession, formatEstimate, tokensOf } from '../cost/estimate.js';
import { type ChapterJob, runChapter } from '../parallel/chapterSession.js';
import { chapterTools } from '../parallel/chapterTools.js';
import { redraftBrief, redraftPlace } from '../parallel/redraft.js';
import { projectLockPath } from '../project/lock.js';
import { removeStaleTempFiles } from '../project/staleTemps.js';
import { keepVersion, listVersions } from '../project/versions.js';
import { redraftSystemPrompt } from '../prompts/redraft.js';
import { ConsoleReporter } from '../ui/consoleReporter.js';
import { JsonReporter } from '../ui/jsonReporter.js';
import { plural } from '../ui/plural.js';
import { readTextIfExists } from '../util/files.js';
import { usd } from '../util/money.js';
import { setProcessSecret } from '../util/secrets.js';
import { countWords, formatNumber } from '../util/words.js';
import { apiKeyOrExit } from './apiKeyOrExit.js';
import { type ChapterArg, projectChapterOrExit } from './chapterArg.js';
import { EXIT } from './exitCodes.js';
import { lockOrExit } from './lockOrExit.js';
import { printError } from './messages.js';
import { checkModel, withKnownLimit } from './modelCheck.js';
import { modelClientFor } from './modelClient.js';
import { type CliOptions, runSettingsFrom } from './options.js';
import { invocation, printedCommand, repeatedOptions } from './resume.js';
import { exitCodeFor } from './run.js';
import { settingsOrExit } from './settings.js';
import { installSignalHandlers } from './terminal.js';

/**
 * `writer redraft <project> <chapter file> "<note>"`: one chapter session
 * (the same loop, the chapter session's context: tools that write only this
 * chapter) with the author's note and the actual text at both seams. The
 * chapter as it was is kept first in .writer/versions/ (exactly once, across
 * crashes); afterwards the seams are checked and the findings shown.
 */

export interface RedraftOptions extends CliOptions {
  dryRun?: boolean;
}

/** The redraft command as typed: what a stopped redraft resumes with, and what the tests run as printed. */
export function redraftCommandLine(dir: string, file: string, note: string, repeat: readonly string[]): string {
  return printedCommand(invocation(), ['redraft', dir, file, note, ...repeat]);
}

function restoreLine(dir: string, file: string, version: number): string {
  return printedCommand(invocation(), ['restore', dir, file, '--version', String(version)]);
}

/** `writer check`'s findings on the chapter and its neighbours: what the seams look like now. */
export async function seamFindings(dir: string, arg: ChapterArg): Promise<string[]> {
  const files = new Set([arg.previous?.file, arg.chapter.file, arg.next?.file].filter((f) => f !== undefined));
  const report = await checkProject(dir);
  return report.findings.filter((finding) => files.has(finding.file)).map(formatFinding);
}

export async function redraftCommand(
  project: string,
  chapterName: string,
  noteWords: string[],
  options: RedraftOptions,
): Promise<number> {
  const note = noteWords.join(' ').trim();
  if (note === '') {
    printError(
      'No note given: say what to change. Usage: writer redraft <project> chapter_03.md "Make the storm crueler"',
    );
    return EXIT.usage;
  }
  const config = await settingsOrExit(options);
  if (typeof config === 'number') return config;
  const settings = config.settings;
  const named = await projectChapterOrExit(project, chapterName, settings.outputDir);
  if (typeof named === 'number') return named;
  const { found, dir, arg } = named;
  const file = arg.chapter.file;
  const current = await readTextIfExists(path.join(dir, file));
  if (current === undefined || countWords(current) === 0) {
    printError(
      `${file} is not written yet: there is nothing to redraft. Draft it with: ${printedCommand(invocation(), ['draft', found])}`,
    );
    return EXIT.usage;
  }
  const budget = arg.chapter.budget ?? countWords(current);
  const job: ChapterJob = { ...arg, chapter: { ...arg.chapter, budget } };
  const systemInstruction = redraftSystemPrompt(file, budget);
  const brief = () => redraftBrief({ projectDir: dir, ...arg, note });

  if (options.dryRun) {
    const estimate = estimateChapterSession({
      model: settings.model,
      prices: settings.prices,
      budget,
      fixedTokens: tokensOf(systemInstruction) + tokensOf(JSON.stringify(chapterTools(file).declarations())),
      briefTokens: tokensOf(await brief()),
    });
    process.stdout.write(
      `Would redraft ${file} of ${dir} (${formatNumber(countWords(current))} words now, budget ${formatNumber(budget)}), keeping the present text as a version first.\nEstimate: ${formatEstimate(estimate)}.\nNo request was made (--dry-run).\n`,
    );
    return EXIT.done;
  }

  const apiKey = apiKeyOrExit();
  if (typeof apiKey === 'number') return apiKey;
  setProcessSecret(apiKey);
  const json = options.json ? new JsonReporter(process.stdout, apiKey) : undefined;
  const reporter = json
    ? json.report
    : new ConsoleReporter({
        out: process.stdout,
        err: process.stderr,
        env: process.env,
        verbosity: options.quiet ? 'quiet' : options.verbose ? 'verbose' : 'normal',
        secret: apiKey,
      }).report;
  const say = (text: string) =>
    options.json ? undefined : options.quiet ? undefined : process.stdout.write(`${text}\n`);
  const client = modelClientFor(settings, apiKey, (message) => reporter({ type: 'notice', message }));
  const checked = await checkModel(client, settings.model, { budget: settings.budget, prices: settings.prices });
  if (checked.problem !== undefined) {
    printError(checked.problem);
    return EXIT.usage;
  }

  const lock = await lockOrExit(projectLockPath(dir), `the project folder ${dir}`);
  if (typeof lock === 'number') return lock;
  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, (text) => process.stderr.write(`${text}\n`));
  try {
    await removeStaleTempFiles(dir);
    const place = await redraftPlace(dir, file);
    // Before the first request: the chapter as it is now, kept once (a rerun after a crash finds it kept).
    const kept = place.unfinished
      ? undefined
      : await keepVersion(dir, file, current, `before redraft ${place.number}: ${note}`);
    say(
      place.unfinished
        ? `Resuming the unfinished redraft of ${file} (${place.stateDir}).`
        : `Redrafting ${file} of ${dir} · model ${settings.model}${kept ? ` · the present text kept as version ${kept.number}` : ''}`,
    );
    const repeat = repeatedOptions(options);
    const resumeCommand = redraftCommandLine(found, file, note, repeat);
    const account = new SpendAccount(settings.budget, undefined, 'the budget');
    const result = await runChapter(
      { ...job, context: { stateDir: place.stateDir, brief, systemInstruction } },
      {
        project: { name: path.basename(dir), dir },
        settings: {
          ...runSettingsFrom(settings, { targetWords: undefined }),
          maxIterations: settings.chapterMaxIterations,
          review: false,
        },
        modelFor: () => withKnownLimit(client, settings.model, checked.inputTokenLimit),
        reporterFor: () => reporter,
        signal: controller.signal,
        prices: settings.prices,
        account,
        resumeCommand,
      },
    );
    const cost = estimateCost(result.usages.run, result.model, settings.prices);
    const after = countWords((await readTextIfExists(path.join(dir, file))) ?? '');
    const seams = await seamFindings(dir, arg);
    // A resumed redraft kept its version when it began: the one whose reason names this redraft.
    const versionNumber =
      kept?.number ??
      (await listVersions(dir, file)).find((v) => v.why?.startsWith(`before redraft ${place.number}:`))?.number;
    const lines = [
      '',
      `${result.status === 'done' ? 'Redrafted' : `Redraft ${result.status}:`} ${file}: ${formatNumber(countWords(current))} → ${formatNumber(after)} words (${plural(result.iterations, 'iteration')}${cost !== undefined ? `, ${usd(cost)}` : ''}). ${result.status === 'done' ? '' : result.message}`.trim(),
      ...(versionNumber !== undefined
        ? [`Kept: the text before as version ${versionNumber}. Undo with: ${restoreLine(found, file, versionNumber)}`]
        : []),
      seams.length === 0
        ? `Seams: writer check finds nothing in ${[arg.previous?.file, file, arg.next?.file].filter(Boolean).join(', ')}.`
        : `Seams: writer check finds ${plural(seams.length, 'thing')} to look at in ${file} and its neighbours:`,
      ...seams.map((line) => `  ${line}`),
      ...(result.status === 'done'
        ? [
            `Next: ${printedCommand(invocation(), ['check', found])} · ${printedCommand(invocation(), ['export', found])}`,
          ]
        : result.status === 'failed'
          ? []
          : [`Resume with: ${resumeCommand}`]),
    ];
    if (json)
      json.emit('done', {
        chapter: file,
        status: result.status,
        words: { before: countWords(current), after },
        version_kept: versionNumber ?? null,
        seam_findings: seams,
        cost: cost ?? null,
      });
    else if (options.quiet) process.stdout.write(`${lines[1]}\n`);
    else process.stdout.write(`${lines.join('\n')}\n`);
    return exitCodeFor(
      result.status === 'not started' || result.status === 'not started (budget)' ? 'budget' : result.status,
    );
  } finally {
    removeHandlers();
    await lock.release();
  }
}

import path from 'node:path';
import { ConfigError } from '../config/errors.js';
import { type Estimate, formatEstimate } from '../cost/estimate.js';
import { targetWordsFromPrompt } from '../craft/length.js';
import { formatNumber } from '../util/words.js';
import { estimateRun } from './estimates.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { PromptInputError, promptFromFile, promptFromStdin } from './prompt.js';
import { invocation, printedCommand, repeatedOptions } from './resume.js';
import { settingsForCommand } from './settings.js';

/**
 * --dry-run: what a command would run and what it would cost, and nothing
 * more: no API key is needed, no request is made, no folder is made. Exit 0.
 */

export interface DryRunOptions extends CliOptions {
  dryRun?: boolean;
}

export function estimateLines(estimate: Estimate & { assumedWords?: number }): string[] {
  const assumed = estimate.assumedWords
    ? ` (no target length given: estimated at ${formatNumber(estimate.assumedWords)} words; give --words for yours)`
    : '';
  return [
    `Estimate: ${formatEstimate(estimate)}${assumed}.`,
    `  ${formatNumber(estimate.tokens.prompt)} prompt and ${formatNumber(estimate.tokens.output)} output tokens at the price table's rates; the range allows for thinking, rewrites and retries.`,
  ];
}

async function promptOf(words: string[], options: CliOptions): Promise<string> {
  const given = (options.prompt ?? words.join(' ')).trim();
  if (given) return given;
  if (options.promptFile !== undefined) return promptFromFile(options.promptFile);
  if (!process.stdin.isTTY) return promptFromStdin();
  return '';
}

/** `writer --dry-run "…"` and `writer plan --dry-run "…"`. */
export async function dryRunCommand(kind: 'run' | 'plan', words: string[], options: DryRunOptions): Promise<number> {
  let settings: Awaited<ReturnType<typeof settingsForCommand>>['settings'];
  let prompt: string;
  try {
    settings = (await settingsForCommand(options)).settings;
    prompt = await promptOf(words, options);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof PromptInputError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  if (prompt === '') {
    printError(
      `No prompt given. Usage: ${invocation()}${kind === 'plan' ? ' plan' : ''} --dry-run "Write a novella about ..."`,
    );
    return EXIT.usage;
  }
  const targetWords = settings.words ?? targetWordsFromPrompt(prompt);
  const parallel = settings.parallel;
  const what =
    kind === 'plan'
      ? `plan the work (outline.md with budgets and seams, bible.md) and stop before any chapter`
      : parallel > 1
        ? `plan the work, draft its chapters with ${parallel} chapter sessions at once, stitch and review`
        : 'plan the work and write its chapters in one session, then review';
  const lines = [
    `Dry run: nothing is sent, nothing is written.`,
    `writer would ${what}`,
    `  prompt: ${prompt.length > 100 ? `${prompt.slice(0, 97)}...` : prompt}`,
    `  model ${settings.model}${targetWords ? ` · target ${formatNumber(targetWords)} words` : ''} · output ${path.resolve(settings.outputDir)}${settings.budget !== undefined ? ` · budget $${settings.budget}` : ''}`,
  ];
  const estimate = estimateRun({
    model: settings.model,
    prices: settings.prices,
    parallel,
    targetWords,
    review: settings.review,
  });
  if (kind === 'plan') {
    const planning = estimateRun({
      model: settings.model,
      prices: settings.prices,
      parallel,
      targetWords,
      review: false,
    });
    lines.push(`The plan itself: a few requests (well under a cent to a few cents).`);
    lines.push(
      ...estimateLines(planning).map((line) => line.replace('Estimate:', 'Drafting it afterwards (writer draft):')),
    );
  } else lines.push(...estimateLines(estimate));
  const { dryRun: _dryRun, ...rest } = options;
  lines.push(
    `To run it: ${printedCommand(invocation(), [...(kind === 'plan' ? ['plan'] : []), ...repeatedOptions(rest), ...(prompt.startsWith('-') ? ['--'] : []), prompt])}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.done;
}

import { ContextManager } from '../src/context/manager.js';
import { systemPrompt } from '../src/prompts/system.js';
import { defaultTools } from '../src/tools/index.js';
import { silentReporter } from '../src/ui/reporter.js';
import { benchSession, InstantModel } from './fakeModel.js';
import { fmt, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/** One compression of a long history with an instant summarizer. */
export async function compression(quick: boolean): Promise<Row[]> {
  const tokens = quick ? 100_000 : 900_000;
  const dir = tmp('compress');
  const session = await benchSession(tokens, dir, 1);
  const model = new InstantModel();
  const manager = new ContextManager({
    session,
    model,
    reporter: silentReporter,
    systemInstruction: systemPrompt(),
    tools: defaultTools().declarations(),
  });
  manager.init();
  await manager.measure();
  const started = performance.now();
  const report = await manager.compress('benchmark');
  const ms = performance.now() - started;
  session.journal.close();
  return [
    {
      metric: `Compression of a ${fmt(tokens)}-token history (instant summarizer)`,
      result: `${fmt(ms)} ms; ${fmt(report.tokensBefore)} → ${fmt(report.tokensAfter)} tokens, ${report.replacedMessages} messages summarized, ${report.keptMessages} kept`,
      goal: '(measured)',
      met: report.applied,
    },
  ];
}

/**
 * The baseline the benchmark compares against: a minimal loop that does what
 * the original Python tools do — a countTokens round trip before every turn
 * and a non-streaming generateContent — with the same tools, against the same
 * server. Usage: node dist/bench/baseline.js <output-dir> <max-iterations> <prompt>
 */
import { type Content, GoogleGenAI, type Part } from '@google/genai';
import type { ActiveProject } from '../src/project/active.js';
import { WordCountCache } from '../src/project/files.js';
import { systemPrompt } from '../src/prompts/system.js';
import { defaultTools } from '../src/tools/index.js';
import type { ToolContext } from '../src/tools/registry.js';

class BaselineContext implements ToolContext {
  project: ActiveProject | undefined;
  readonly wordCache = new WordCountCache();
  constructor(readonly outputDir: string) {}
  async activateProject(project: ActiveProject): Promise<void> {
    this.project = project;
  }
  requestCompression(): void {}
  /** The baseline keeps no journal (as the Python tool kept none): nothing to record. */
  recordIntent(): void {}
}

async function main(): Promise<void> {
  const [outputDir, maxIterations, prompt] = process.argv.slice(2);
  if (!outputDir || !maxIterations || !prompt)
    throw new Error('usage: baseline.js <output-dir> <max-iterations> <prompt>');
  const ai = new GoogleGenAI({ apiKey: process.env.GEMINI_API_KEY ?? 'bench' });
  const tools = defaultTools();
  const context = new BaselineContext(outputDir);
  const model = 'gemini-3-flash-preview';
  const history: Content[] = [{ role: 'user', parts: [{ text: prompt }] }];
  for (let iteration = 1; iteration <= Number(maxIterations); iteration++) {
    await ai.models.countTokens({ model, contents: history });
    const response = await ai.models.generateContent({
      model,
      contents: history,
      config: { systemInstruction: systemPrompt(), tools: [{ functionDeclarations: tools.declarations() }] },
    });
    const content = response.candidates?.[0]?.content;
    if (!content) break;
    history.push(content);
    const calls = (content.parts ?? []).flatMap((part) => (part.functionCall ? [part.functionCall] : []));
    if (calls.length === 0) break;
    const parts: Part[] = [];
    for (const call of calls)
      parts.push({
        functionResponse: {
          name: call.name ?? '',
          response: (await tools.execute(call, context, new AbortController().signal)).response,
        },
      });
    history.push({ role: 'user', parts });
  }
}

await main();

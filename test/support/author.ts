import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentsOf,
  functionCallPart,
  type GenerateReply,
  type Json,
  type RecordedRequest,
  turnReply,
} from './geminiServer.js';

/**
 * A scripted author for the test server that decides each turn from the
 * history it is sent, as a model does: it creates the project, then appends
 * numbered pieces of text (sometimes two in one turn), and trusts what the
 * results say. A piece whose result was an error, or "may not have
 * completed", is written again, so a writer that reports a landed write as
 * failed (or unknown) makes the text appear twice in the files.
 */

export const PROJECT = 'Exactly Once';
export const PROJECT_DIR = 'Exactly_Once';

export const pieceMarker = (k: number) => `«piece-${k}»`;

export function pieceText(k: number, filler = 160): string {
  return `${pieceMarker(k)} ${'The tide came in over the stones and went out again. '.repeat(Math.ceil(filler / 53)).slice(0, filler)}\n`;
}

export const chapterOf = (k: number, perChapter = 5) =>
  `chapter_${String(Math.ceil(k / perChapter)).padStart(2, '0')}.md`;

const partsOf = (content: Json | undefined) => (content?.parts as Json[] | undefined) ?? [];

/** What the history says: whether the project exists, and which pieces were reported written. */
export function authorState(contents: Json[]): { project: boolean; written: Set<number> } {
  const written = new Set<number>();
  let project = false;
  for (let i = 0; i < contents.length; i++) {
    const content = contents[i];
    if (content?.role !== 'model') continue;
    const calls = partsOf(content).filter((p) => p.functionCall);
    const responses = partsOf(contents[i + 1]).filter((p) => p.functionResponse);
    calls.forEach((part, index) => {
      const call = part.functionCall as Json;
      const response = ((responses[index]?.functionResponse as Json | undefined)?.response ?? {}) as Json;
      if (call.name === 'create_project' && response.error === undefined) project = true;
      if (response.ok !== true) return;
      const marker = /«piece-(\d+)»/.exec(String((call.args as Json | undefined)?.content ?? ''));
      if (call.name === 'write_file' && marker) written.add(Number(marker[1]));
    });
  }
  return { project, written };
}

export interface AuthorOptions {
  pieces: number;
  filler?: number;
  /** Two pieces in one turn when the first is a multiple of this. */
  pairEvery?: number;
}

/** The next reply of the author, from the request's history. */
export function authorReply(request: RecordedRequest, options: AuthorOptions): GenerateReply {
  const { project, written } = authorState(contentsOf(request));
  if (!project)
    return turnReply([
      functionCallPart('create_project', { project_name: PROJECT }, { id: 'project', signature: 'c2ln' }),
    ]);
  const next: number[] = [];
  for (let k = 1; k <= options.pieces && next.length < 2; k++) {
    if (written.has(k)) continue;
    if (next.length === 1 && (next[0] as number) % (options.pairEvery ?? 3) !== 0) break;
    next.push(k);
  }
  if (next.length === 0) return turnReply([{ text: 'The pieces are all written. Done.' }]);
  return turnReply(
    next.map((k, i) =>
      functionCallPart(
        'write_file',
        { filename: chapterOf(k), content: pieceText(k, options.filler), mode: 'append' },
        { id: `w${k}`, ...(i === 0 ? { signature: 'c2ln' } : {}) },
      ),
    ),
  );
}

/** How often each piece appears in the project's files (every piece should appear exactly once). */
export function pieceCounts(projectDir: string, pieces: number): number[] {
  const text = readdirSync(projectDir)
    .filter((name) => name.endsWith('.md') && !name.startsWith('.'))
    .map((name) => readFileSync(path.join(projectDir, name), 'utf8'))
    .join('\n');
  return Array.from({ length: pieces }, (_, i) => text.split(pieceMarker(i + 1)).length - 1);
}

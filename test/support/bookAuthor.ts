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
 * A scripted author for books drafted in parallel (--parallel). It tells
 * the main session from the chapter sessions by the system prompt, as a
 * model would know its role: the main session creates the project, writes
 * outline.md (with seams) and bible.md, ends; after the stitch note it edits
 * nothing and ends; after the review request it writes review.md. A chapter
 * session writes its chapter in numbered pieces (create, then append),
 * proposes one bible fact, and ends. Every piece carries a marker, so a test
 * can count each piece in the files (exactly once, in order).
 */

export const BOOK = 'Parallel Book';
export const BOOK_DIR = 'Parallel_Book';

export const chapterFile = (n: number) => `chapter_${String(n).padStart(2, '0')}.md`;
export const bookPiece = (chapter: number, k: number) => `«c${chapter}-p${k}»`;

export interface BookOptions {
  chapters: number;
  /** Pieces per chapter. */
  pieces: number;
  /** Words of filler per piece. */
  words?: number;
  /** Budget per chapter on the outline line (default: pieces × words). */
  budget?: number;
}

const partsOf = (content: Json | undefined) => (content?.parts as Json[] | undefined) ?? [];

function systemText(request: RecordedRequest): string {
  const system = request.body.systemInstruction as Json | undefined;
  return partsOf(system)
    .map((part) => String(part.text ?? ''))
    .join('');
}

/** The chapter a chapter session's brief names ("Your chapter: `chapter_05.md`"), or undefined for the main session. */
export function chapterOfRequest(request: RecordedRequest): number | undefined {
  if (!systemText(request).includes('You write exactly one chapter')) return undefined;
  const match = /Your chapter: `chapter_(\d+)\.md`/.exec(JSON.stringify(contentsOf(request)));
  return match ? Number(match[1]) : undefined;
}

export function outlineText(options: BookOptions): string {
  const budget = options.budget ?? options.pieces * (options.words ?? 40);
  const lines = ['# Parallel Book', ''];
  for (let n = 1; n <= options.chapters; n++) {
    lines.push(`- \`${chapterFile(n)}\` — Part ${n} — the tide turns ${n} times — ${budget} words`);
    lines.push(`  - Opens: Mara at the lamp, hour ${n}`);
    lines.push(`  - Ends: Mara at the harbour, hour ${n + 1}`);
  }
  return `${lines.join('\n')}\n`;
}

export const BIBLE =
  '# Bible\n\n## Characters\n- Mara Venn, 34, keeper of Gull Rock.\n\n## Style\nThird person, past tense.\n\n## Open threads\n- The letter (ch 1 → open)\n';

function filler(words: number): string {
  return 'The tide came in over the stones and went out again. '
    .repeat(Math.ceil(words / 11))
    .split(' ')
    .slice(0, words)
    .join(' ');
}

/** Calls of the history with their results: name, args, and whether the result was ok. */
function calls(contents: Json[]): Array<{ name: string; args: Json; ok: boolean; error: boolean }> {
  const found: Array<{ name: string; args: Json; ok: boolean; error: boolean }> = [];
  for (let i = 0; i < contents.length; i++) {
    if (contents[i]?.role !== 'model') continue;
    const requested = partsOf(contents[i]).filter((p) => p.functionCall);
    const responses = partsOf(contents[i + 1]).filter((p) => p.functionResponse);
    requested.forEach((part, index) => {
      const call = part.functionCall as Json;
      const response = ((responses[index]?.functionResponse as Json | undefined)?.response ?? {}) as Json;
      found.push({
        name: String(call.name),
        args: (call.args ?? {}) as Json,
        ok: response.ok === true,
        error: response.error !== undefined,
      });
    });
  }
  return found;
}

const textOf = (contents: Json[]) => JSON.stringify(contents);

function mainReply(contents: Json[], options: BookOptions, parallelMode: boolean): GenerateReply {
  const done = calls(contents);
  const all = textOf(contents);
  if (!done.some((c) => c.name === 'create_project' && !c.error))
    return turnReply([functionCallPart('create_project', { project_name: BOOK }, { id: 'p', signature: 'c2ln' })]);
  const wrote = (file: string) => done.some((c) => c.name === 'write_file' && c.args.filename === file && !c.error);
  if (!wrote('outline.md') || !wrote('bible.md')) {
    const parts: Json[] = [];
    if (!wrote('outline.md'))
      parts.push(
        functionCallPart(
          'write_file',
          { filename: 'outline.md', content: outlineText(options), mode: 'overwrite' },
          { id: 'o', signature: 'c2ln' },
        ),
      );
    if (!wrote('bible.md'))
      parts.push(
        functionCallPart('write_file', { filename: 'bible.md', content: BIBLE, mode: 'overwrite' }, { id: 'b' }),
      );
    return turnReply(parts);
  }
  // Without parallel drafting (the one loop), the main session writes the chapters itself, in the same pieces.
  if (!parallelMode) {
    for (let n = 1; n <= options.chapters; n++) {
      const reply = nextPiece(n, done, options);
      if (reply) return reply;
    }
  }
  if (all.includes('review.md (overwrite any earlier one)') && !wrote('review.md'))
    return turnReply([
      functionCallPart(
        'write_file',
        { filename: 'review.md', content: 'No findings.\n', mode: 'overwrite' },
        { id: 'r' },
      ),
    ]);
  // The stitch's one edit, made again unless a result said it landed: a wrong answer shows as the edit twice.
  if (all.includes('[STITCH]') && !done.some((c) => c.name === 'edit_file' && !c.error && c.ok))
    return turnReply([
      functionCallPart(
        'edit_file',
        {
          filename: 'bible.md',
          old_text: '## Open threads',
          new_text: '## Minor characters\n- Jonas Pell\n\n## Open threads',
        },
        { id: 'e' },
      ),
    ]);
  return turnReply([{ text: 'The plan is written.' }]);
}

/** The next piece of chapter `chapter` not yet reported written, or undefined when all are. */
function nextPiece(chapter: number, done: ReturnType<typeof calls>, options: BookOptions): GenerateReply | undefined {
  const file = chapterFile(chapter);
  const written = new Set<number>();
  for (const call of done) {
    if (call.name !== 'write_file' || call.error || !call.ok) continue;
    const marker = new RegExp(`«c${chapter}-p(\\d+)»`).exec(String(call.args.content ?? ''));
    if (marker) written.add(Number(marker[1]));
  }
  // Told a write may not have completed (a recovery), the author writes the piece again: a writer
  // that answers such a call wrongly shows as a piece twice in the files.
  for (let k = 1; k <= options.pieces; k++) {
    if (written.has(k)) continue;
    const content = `${k === 1 ? `# Part ${chapter}\n\n` : ''}${bookPiece(chapter, k)} ${filler(options.words ?? 40)}\n`;
    return turnReply([
      functionCallPart(
        'write_file',
        { filename: file, content, mode: written.size === 0 && k === 1 ? 'create' : 'append' },
        { id: `c${chapter}p${k}`, signature: 'c2ln' },
      ),
    ]);
  }
  return undefined;
}

function chapterReply(chapter: number, contents: Json[], options: BookOptions): GenerateReply {
  const done = calls(contents);
  const piece = nextPiece(chapter, done, options);
  if (piece) return piece;
  if (!done.some((c) => c.name === 'propose_bible_change'))
    return turnReply([
      functionCallPart('propose_bible_change', { change: `Jonas Pell, harbourmaster, seen in chapter ${chapter}` }),
    ]);
  return turnReply([{ text: `Chapter ${chapter} is written.` }]);
}

/** The author's next reply, from the request (main or chapter session). */
export function bookReply(request: RecordedRequest, options: BookOptions): GenerateReply {
  const chapter = chapterOfRequest(request);
  const contents = contentsOf(request);
  return chapter === undefined
    ? mainReply(contents, options, systemText(request).includes('This work is drafted in parallel'))
    : chapterReply(chapter, contents, options);
}

/** Each piece's count in its chapter file, and whether the pieces of each chapter are in order. */
export function bookPieces(projectDir: string, options: BookOptions): { counts: number[][]; inOrder: boolean[] } {
  const counts: number[][] = [];
  const inOrder: boolean[] = [];
  const names = new Set(readdirSync(projectDir));
  for (let n = 1; n <= options.chapters; n++) {
    const text = names.has(chapterFile(n)) ? readFileSync(path.join(projectDir, chapterFile(n)), 'utf8') : '';
    const row: number[] = [];
    let last = -1;
    let ordered = true;
    for (let k = 1; k <= options.pieces; k++) {
      row.push(text.split(bookPiece(n, k)).length - 1);
      const at = text.indexOf(bookPiece(n, k));
      if (at < last) ordered = false;
      last = at;
    }
    counts.push(row);
    inOrder.push(ordered);
  }
  return { counts, inOrder };
}

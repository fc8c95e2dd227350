import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type Json,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * The loop gets the checker from its caller (agent/ does not import check/): `writer` and `writer batch` both
 * give it, so the review request of a run starts with what `writer check` finds.
 */

const OUTLINE = '# Salt\n\n- `ch1.md` — Arrival — 60 words\n- `ch2.md` — Departure — 60 words\n';
const BIBLE = '# Bible\n\n## Characters\n### Mara Vell\n- eyes: green\n- pronouns: she/her\n';
const CH1 = `Mara Vell had green eyes. ${'The tide came in over the salt flats. '.repeat(8)}`;
const CH2 = `Mara looked out with her grey eyes. ${'The boat left the harbour at dawn. '.repeat(8)}`;
const write = (filename: string, content: string) =>
  turnReply([functionCallPart('write_file', { filename, content, mode: 'create' })]);
const book = () => [
  turnReply([functionCallPart('create_project', { project_name: 'Salt' })]),
  write('outline.md', OUTLINE),
  write('bible.md', BIBLE),
  write('ch1.md', CH1),
  write('ch2.md', CH2),
  turnReply([{ text: 'The work is complete.' }]),
  write('review.md', '- [fixed] [check] ch2.md:1 — attribute — grey eyes made green\n'),
  turnReply([{ text: 'Reviewed.' }]),
];

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The text of the last user message of the request that asked for the review. */
function reviewRequest(s: GeminiServer): string {
  const asked = s.turns().map((request) => {
    const last = contentsOf(request).at(-1);
    return ((last?.parts as Json[] | undefined) ?? []).map((part) => String(part.text ?? '')).join('');
  });
  return asked.find((text) => text.includes('review')) ?? '';
}

describe("the review starts with writer check's findings", () => {
  it('in a run of `writer`', async () => {
    server = await startGeminiServer({ replies: book() });
    const cwd = tempDir();
    const result = await runInProcess(['-o', 'books', 'Write a story about salt'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(reviewRequest(server)).toMatch(
      /- ch2\.md:1 — attribute — Mara( Vell)?'s eyes are "grey" here; bible: green/,
    );
  });

  it('in a draft of `writer batch`', async () => {
    server = await startGeminiServer({ replies: book() });
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'drafts.yaml'), 'drafts:\n  - prompt: Write a story about salt\n    name: salt\n');
    const result = await runInProcess(['batch', 'drafts.yaml', '-o', 'books'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(reviewRequest(server)).toMatch(
      /- ch2\.md:1 — attribute — Mara( Vell)?'s eyes are "grey" here; bible: green/,
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  contentsOf,
  functionCallPart,
  type GeminiServer,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

const OUTLINE = '# Gull Rock\n\n- `chapter_01.md` — The Lamp — 120 words\n- `chapter_02.md` — The Bottle — 120 words\n';
const prose = (n: number) => 'The light turned over the black water. '.repeat(n).trim();
const write = (filename: string, content: string) =>
  turnReply([functionCallPart('write_file', { filename, content, mode: 'create' })]);

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('writing craft end to end', () => {
  it('a run whose model ends with nothing written exits 4 (ended incomplete) and says what is missing', async () => {
    server = await startGeminiServer({
      replies: [turnReply([{ text: 'Done.' }]), turnReply([{ text: 'Done.' }]), turnReply([{ text: 'Done.' }])],
    });
    const result = await runInProcess(['Write a short story', '--output-dir', 'stories'], {
      cwd: tempDir(),
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(4);
    expect(result.stdout + result.stderr).toMatch(/no project folder was created and nothing was written/);
    expect(server.requests.filter((r) => r.action === 'streamGenerateContent')).toHaveLength(3);
  });

  it('takes the target from the prompt, nudges an early end, then status and export show the work', async () => {
    server = await startGeminiServer({
      replies: [
        turnReply([functionCallPart('create_project', { project_name: 'Gull Rock' })]),
        write('outline.md', OUTLINE),
        write('chapter_01.md', `# The Lamp\n\n${prose(18)}`),
        turnReply([{ text: 'Done!' }]),
        write('chapter_02.md', `# The Bottle\n\n${prose(18)}`),
        turnReply([{ text: 'The novella is complete.' }]),
        // The review pass (on by default for a work with an outline).
        write('review.md', 'No findings.\n'),
        turnReply([{ text: 'Reviewed: nothing to fix.' }]),
      ],
    });
    const cwd = tempDir();
    const result = await runInProcess(['Write a 240-word novella about a lighthouse'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    const turns = server.turns();
    const system = JSON.stringify(turns[0]?.body.systemInstruction);
    expect(system).toContain('about 240 words');
    expect(JSON.stringify(contentsOf(turns[4]).at(-1))).toContain(
      'not finished yet: 1 of 2 chapters in outline.md are not written yet: chapter_02.md',
    );
    expect(result.stdout).toContain('The novella is complete.');
    expect(result.stdout).toContain('Review: no findings (review.md)');

    const project = path.join(cwd, 'output', 'Gull_Rock');
    const status = await runInProcess(['status', project], { cwd });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('Outline: 2 of 2 chapters written');
    expect(status.stdout).toContain('Words: 256 in the work of 240 target (107%) · length score 98');
    expect(status.stdout).toMatch(/✓ chapter_01\.md +128 \/ 120 words {2}score 98 {2}The Lamp/);
    expect(status.stdout).toContain('last run ended: done');

    const exported = await runInProcess(['export', project], { cwd });
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('"Gull Rock", 2 chapters, 256 words');
    const manuscript = readFileSync(`${project}.manuscript.md`, 'utf8');
    expect(manuscript).toContain(
      '\n# Gull Rock\n\n**Contents**\n\n1. [The Lamp](#the-lamp)\n2. [The Bottle](#the-bottle)\n',
    );
    expect(manuscript.indexOf('\n## The Lamp\n')).toBeLessThan(manuscript.indexOf('\n## The Bottle\n'));

    const newest = await runInProcess(['status'], { cwd });
    expect(newest.stdout).toContain('Gull_Rock');
  });

  it('status says so for a folder that does not exist', async () => {
    const result = await runInProcess(['status', 'nowhere'], { cwd: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('No such project: nowhere (not a folder here');
  });
});

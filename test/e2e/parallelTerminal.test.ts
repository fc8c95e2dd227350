import { afterEach, describe, expect, it } from 'vitest';
import { type BookOptions, bookReply, chapterOfRequest } from '../support/bookAuthor.js';
import { tempDir } from '../support/cli.js';
import { type GeminiServer, startGeminiServer } from '../support/geminiServer.js';
import { hasScript, startInPty } from '../support/pty.js';
import { renderScreen } from '../support/screen.js';

const BOOK: BookOptions = { chapters: 4, pieces: 3, words: 40 };

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('--parallel on a terminal', () => {
  it.skipIf(!hasScript)(
    'shows one live line per running chapter session at 80 columns, then one line per finished chapter and nothing left of the block',
    async () => {
      // Chapter replies take a while until the board has been seen drafting; then the run goes on at full speed.
      let seen = false;
      server = await startGeminiServer({
        replies: (request) => ({
          ...bookReply(request, BOOK),
          ...(chapterOfRequest(request) && !seen ? { delayMs: 150 } : {}),
        }),
      });
      const cwd = tempDir();
      const run = startInPty(['Write a novel in four parts', '--parallel', '3', '-o', 'on-a-tty'], {
        cwd,
        env: { GOOGLE_GEMINI_BASE_URL: server.url },
        columns: 80,
      });
      // While drafting: the counts, and a line per running session with its iteration, words of budget and spend.
      // The header counts the spend of every session of the run; each line shows life (a spinner, the seconds).
      await run.waitFor(/\d done · \d running · \d waiting · \$0\.\d+ spent by all sessions/);
      await run.waitFor(/chapter_0\d\.md [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] \d+s\s+iteration \d+\/40\s+\d+ of 120 words · \$0\.\d{4}/);
      // While drafting only the block draws: none of its lines runs past the 80 columns.
      const drafting = run.output();
      expect(renderScreen(drafting.slice(drafting.indexOf('Drafting 4 chapters')), 80).wrapped).toBe(0);
      seen = true;
      const { code, output } = await run.result;
      expect(code).toBe(0);
      const { lines } = renderScreen(output, 80);
      const screen = lines.join('\n');
      // Nothing of the live block stays on the screen once drafting is over.
      expect(screen).not.toMatch(/running · \d waiting/);
      expect(screen).not.toMatch(/iteration \d+\/40/);
      for (let n = 1; n <= BOOK.chapters; n++)
        expect(lines.filter((line) => line.startsWith(`chapter_0${n}.md: done`))).toHaveLength(1);
      expect(screen).toContain('Drafted 4 of 4 chapters');
      expect(screen).toMatch(/Chapter sessions: [\d,]+ prompt/);
    },
  );
});

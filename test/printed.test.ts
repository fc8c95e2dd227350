import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliPath, tempDir } from './support/cli.js';
import { runPrinted } from './support/printed.js';

/**
 * runPrinted (test/support/printed.ts) stands in for a person pasting a printed
 * command: what sh makes of the line must be what writer gets, and a line sh
 * cannot run, or one that runs anything besides writer once, must fail the test.
 */
describe('a printed command run as printed, writer in this process', () => {
  it('gives writer the words sh reads, quoting and all, in the folder a cd names', async () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'my books'));
    writeFileSync(path.join(cwd, 'my books', 'writer.config.yaml'), 'max_iterations: 7\n');
    // `writer config` shows the settings and where each came from: the output folder is sh's word, not the line's text.
    const shown = await runPrinted(`cd 'my books' && writer config --output-dir 'it'\\''s here'`, { cwd });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^output_dir +it's here +--output-dir$/m);
    expect(shown.stdout).toMatch(/^max_iterations +7 +\/.*\/my books\/writer\.config\.yaml:1$/m);
    const node = await runPrinted(`node ${cliPath} config -o "two words"`, { cwd });
    expect(node.stdout).toMatch(/^output_dir +two words +--output-dir$/m);
  });

  it.each([
    ["writer config --output-dir 'not closed", /sh could not run the printed command/],
    ['writr config', /sh could not run the printed command/],
    ['node elsewhere.js config', /sh could not run the printed command/],
    ['writer config; writer list', /called writer 2 times, not once/],
    ['echo hello; writer config', /printed more than writer did: hello/],
    ['true', /called writer 0 times, not once/],
  ])('fails on %j', async (command, why) => {
    await expect(runPrinted(command, { cwd: tempDir() })).rejects.toThrow(why);
  });
});

import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invocation, rerunCommand, resumeCommand, shellQuote } from '../../src/cli/resume.js';
import { tempDir } from '../support/cli.js';

describe('resume command', () => {
  it('quotes paths for the shell only when needed', () => {
    expect(resumeCommand('/tmp/out/Tale', 'writer')).toBe('writer --recover /tmp/out/Tale');
    expect(shellQuote("/tmp/my book's")).toBe(`'/tmp/my book'\\''s'`);
    expect(rerunCommand('Write a story', 'writer')).toBe("writer 'Write a story'");
  });

  it('is plain `writer` when the process is not writer itself (tests, library use)', () => {
    const dir = tempDir();
    const bin = path.join(dir, 'writer');
    writeFileSync(bin, '#!/bin/sh\n');
    chmodSync(bin, 0o755);
    expect(invocation(['/usr/bin/node', bin], { PATH: dir })).toBe('writer');
  });
});

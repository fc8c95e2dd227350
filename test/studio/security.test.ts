import { describe, expect, it } from 'vitest';
import { cookieToken, hostAllowed, pathSegments, sameOrigin, tokenMatches } from '../../src/studio/security.js';

/** The studio's guards as pure functions: what passes, what is refused. */

describe('pathSegments', () => {
  it('decodes a name once it is safe: a space, an accent', () => {
    expect(pathSegments('/p/My%20Book/read/chapter_01.md')).toEqual(['p', 'My Book', 'read', 'chapter_01.md']);
    expect(pathSegments('/p/%C3%89t%C3%A9/')).toEqual(['p', 'Été']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('refuses a path without its leading slash, an empty segment, dots, and what hides them', () => {
    for (const bad of [
      'p/x',
      '/p//x',
      '/p/./x',
      '/p/../x',
      '/p/%2e%2e/x',
      '/p/%252e%252e/x',
      '/p/a%2fb',
      '/p/a%5cb',
      '/p/a%00b',
      '/p/%E0%A4%A',
      '/p/%25252525252e',
    ])
      expect(pathSegments(bad), bad).toBeUndefined();
  });
});

describe('the other guards', () => {
  it('take the loopback address and localhost at the studio port, and nothing else', () => {
    expect(hostAllowed('127.0.0.1:4173', 4173)).toBe(true);
    expect(hostAllowed('localhost:4173', 4173)).toBe(true);
    expect(hostAllowed('localhost', 4173)).toBe(false);
    expect(hostAllowed(undefined, 4173)).toBe(false);
    expect(sameOrigin('http://127.0.0.1:4173', 4173)).toBe(true);
    expect(sameOrigin('http://localhost:4173', 4173)).toBe(true);
    expect(sameOrigin('http://localhost:4174', 4173)).toBe(false);
    expect(sameOrigin(undefined, 4173)).toBe(false);
  });

  it("read the studio's own cookie among others, and compare tokens whole", () => {
    expect(cookieToken('theme=dark; writer_studio=a=b ;other=1')).toBe('a=b');
    expect(cookieToken('writer_studio_old=x; writer_studio=y')).toBe('y');
    expect(cookieToken('theme=dark')).toBeUndefined();
    expect(cookieToken(undefined)).toBeUndefined();
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
  });
});

import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The studio's guards, as pure functions the server applies to every request
 * before anything else: the Host header (a page on another site that points
 * its own name at 127.0.0.1 — DNS rebinding — sends its own name), the
 * per-start token (a query parameter once, then a cookie only this origin
 * gets), the origin of a request that changes something, and the request
 * path (no `..`, in any encoding, ever reaches a route).
 */

export const COOKIE = 'writer_studio';

/** A fresh token per start: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The names this server answers to: the loopback address and port it listens on (localhost is the same host). */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Whether a request that changes something comes from the studio's own page (the browser says so in Origin). */
export function sameOrigin(origin: string | undefined, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** Constant-time comparison: the token is not learned a character at a time from response times. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The studio's cookie from a Cookie header. */
export function cookieToken(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie header that hands the token to the browser: not readable by script, never sent by another site. */
export function tokenCookie(token: string): string {
  return `${COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/**
 * The request path as its segments, decoded, or undefined when it must be
 * refused: a `.` or `..` segment, a slash or backslash hidden in an encoding
 * (%2f, %5c, and those encoded again: %252e%252e), a NUL, or an encoding
 * that is not one. Decoding is repeated until the text stops changing, so no
 * layer of encoding hides a `..` from this check.
 */
export function pathSegments(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let text = raw;
    for (let round = 0; round < 5 && text.includes('%'); round++) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(text);
      } catch {
        return undefined;
      }
      if (decoded === text) break;
      text = decoded;
    }
    if (text.includes('%') && /%[0-9a-f]{2}/i.test(text)) return undefined;
    if (text === '.' || text === '..' || /[/\\\0]/.test(text)) return undefined;
    segments.push(text);
  }
  // "/p/x/" and "/p/x" are the same page.
  if (segments.at(-1) === '') segments.pop();
  if (segments.some((segment) => segment === '')) return undefined;
  return segments;
}

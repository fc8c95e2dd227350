import { request } from 'node:http';

/**
 * Raw HTTP for the studio's tests: the path goes on the wire exactly as
 * written (fetch would resolve `..` before sending it), with any Host.
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function raw(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The cookie the studio hands out for its token (from the first visit's Set-Cookie). */
export async function login(port: number, token: string): Promise<string> {
  const res = await raw(port, `/?token=${token}`);
  const set = res.headers['set-cookie'];
  const cookie = (Array.isArray(set) ? set[0] : set)?.split(';')[0];
  if (res.status !== 303 || !cookie) throw new Error(`no cookie for the token: ${res.status}`);
  return cookie;
}

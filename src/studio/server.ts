import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '../util/errors.js';
import {
  chapterPage,
  checkPlanFile,
  continuity,
  exportDownload,
  listSummaries,
  markFinding,
  planFiles,
  projectDetail,
  type StudioContext,
  StudioRefusal,
  savePlan,
} from './data.js';
import { cookieToken, hostAllowed, newToken, pathSegments, sameOrigin, tokenCookie, tokenMatches } from './security.js';
import { watchProjects } from './watch.js';

/**
 * The studio's web server: node:http on 127.0.0.1 only. Every request
 * passes the guards of security.ts first (Host, path, token, origin), then
 * one of a few routes: the page (one HTML shell; the ES modules draw each
 * view), its assets (read into memory at start: no request path reaches the
 * file system), the JSON the pages read, the few writes, the downloads and
 * the event stream.
 */

/** The folder of the page, its styles and modules: beside this module, in src/ and (copied by the build) in dist/. */
const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Every asset, read once: a request names one of these or gets a 404. */
function loadAssets(): Map<string, { type: string; body: Buffer }> {
  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const name of readdirSync(PUBLIC_DIR)) {
    const type = TYPES[path.extname(name)];
    if (type) assets.set(name, { type, body: readFileSync(path.join(PUBLIC_DIR, name)) });
  }
  return assets;
}

/** No inline script, nothing from elsewhere: even markup that slipped through could not run or call out. */
const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export interface Studio {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface StudioOptions extends StudioContext {
  port?: number;
  token?: string;
}

function send(res: ServerResponse, status: number, body: string | Uint8Array, type: string, extra = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8');
}

function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: message });
}

/** The body of a write, as JSON, at most 20 MB (a whole bible fits many times over). */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 20_000_000) throw new StudioRefusal(413, 'Too large.');
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new StudioRefusal(400, 'The request body must be a JSON object.');
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new StudioRefusal(400, `${what} is missing.`);
  return value;
};

export async function startStudio(options: StudioOptions): Promise<Studio> {
  const token = options.token ?? newToken();
  const assets = loadAssets();
  const shell = assets.get('index.html');
  if (!shell) throw new Error(`The studio's page is missing from ${PUBLIC_DIR}.`);
  const context: StudioContext = { outputDir: options.outputDir, prices: options.prices, meta: options.meta };
  const streams = new Set<ServerResponse>();
  let port = 0;

  const api = async (req: IncomingMessage, res: ServerResponse, route: string[]): Promise<void> => {
    const [first, name, what, ...rest] = route;
    const method = req.method ?? 'GET';
    if (first === 'projects' && route.length === 1 && method === 'GET')
      return sendJson(res, 200, await listSummaries(context));
    if (first === 'events' && route.length === 1 && method === 'GET') {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (first !== 'p' || name === undefined) return sendError(res, 404, 'No such thing here.');
    if (what === undefined && method === 'GET') return sendJson(res, 200, await projectDetail(context, name));
    if (what === 'chapter' && rest.length > 0 && method === 'GET')
      return sendJson(res, 200, await chapterPage(context, name, rest.join('/')));
    if (what === 'review' && rest.length === 0 && method === 'POST') {
      const body = await readBody(req);
      const mark = body.mark === 'fixed' ? 'fixed' : body.mark === 'dismissed' ? 'dismissed' : undefined;
      if (!mark) throw new StudioRefusal(400, 'The mark is fixed or dismissed.');
      await markFinding(
        context,
        name,
        text(body.id, 'The finding'),
        mark === 'fixed' ? { mark } : { mark, reason: typeof body.reason === 'string' ? body.reason : '' },
      );
      return sendJson(res, 200, { ok: true });
    }
    if (what === 'plan' && rest.length === 0 && method === 'GET')
      return sendJson(res, 200, await planFiles(context, name));
    if (what === 'plan' && rest.length === 1 && rest[0] === 'check' && method === 'POST') {
      const body = await readBody(req);
      return sendJson(
        res,
        200,
        await checkPlanFile(context, name, text(body.file, 'The file'), text(body.text, 'The text')),
      );
    }
    if (what === 'plan' && rest.length === 0 && method === 'POST') {
      const body = await readBody(req);
      return sendJson(
        res,
        200,
        await savePlan(context, name, text(body.file, 'The file'), text(body.text, 'The text')),
      );
    }
    if (what === 'map' && rest.length === 0 && method === 'GET')
      return sendJson(res, 200, await continuity(context, name));
    if (what === 'export' && rest.length === 1 && method === 'GET') {
      const book = await exportDownload(context, name, rest[0] as string);
      return send(res, 200, book.data, book.type, {
        'Content-Disposition': `attachment; filename="${book.filename.replace(/[^\w.-]/g, '_')}"`,
      });
    }
    return sendError(res, 404, 'No such thing here.');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // DNS rebinding: a foreign page reaching this port by a name of its own says that name here.
    if (!hostAllowed(req.headers.host, port)) return send(res, 403, 'Forbidden host\n', 'text/plain; charset=utf-8');
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const route = pathSegments(query < 0 ? url : url.slice(0, query));
    if (!route) return send(res, 400, 'Refused path\n', 'text/plain; charset=utf-8');
    const given = new URLSearchParams(query < 0 ? '' : url.slice(query + 1)).get('token') ?? undefined;
    if (tokenMatches(given, token)) {
      // The token in the address is traded for the cookie and taken out of the address (and the history).
      res.writeHead(303, {
        ...SECURITY_HEADERS,
        'Set-Cookie': tokenCookie(token),
        Location: `/${route.map(encodeURIComponent).join('/')}`,
      });
      res.end();
      return;
    }
    if (!tokenMatches(cookieToken(req.headers.cookie), token))
      return send(
        res,
        401,
        'Open the address writer studio printed (it carries the token).\n',
        'text/plain; charset=utf-8',
      );
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD' && !sameOrigin(req.headers.origin, port))
      return send(res, 403, 'Refused: not from the studio page\n', 'text/plain; charset=utf-8');
    const [first, ...rest] = route;
    if (first === 'api') return await api(req, res, rest);
    if (first === 'assets' && rest.length === 1 && method === 'GET') {
      const asset = assets.get(rest[0] as string);
      return asset ? send(res, 200, asset.body, asset.type) : sendError(res, 404, 'No such asset.');
    }
    // The pages: the projects, a project, its reader, plan and map. One shell; the modules draw the view.
    const page =
      route.length === 0 || (first === 'p' && (route.length === 2 || ['read', 'plan', 'map'].includes(route[2] ?? '')));
    if (page && method === 'GET') return send(res, 200, shell.body, shell.type);
    return send(res, 404, 'Not found\n', 'text/plain; charset=utf-8');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof StudioRefusal) return sendError(res, error.status, error.message);
      sendError(res, 500, errorMessage(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  const watcher = watchProjects(context.outputDir, (projects) => {
    const data = `event: change\ndata: ${JSON.stringify([...projects])}\n\n`;
    for (const stream of streams) stream.write(data);
  });
  // A change made once the address is printed is a change the pages hear of.
  await watcher.ready;
  // A comment now and then keeps the stream open through anything that closes quiet connections.
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': still here\n\n');
  }, 15_000);
  heartbeat.unref();

  return {
    port,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    async close() {
      watcher.close();
      clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

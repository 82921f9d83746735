import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemotesMap } from './remotes.ts';

export type StaticOptions = { staticRoot: string; remotes: RemotesMap };

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Entry points must always be revalidated: they name the hashed files of the current build.
const ENTRY_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'mf-remotes.json',
]);
// rspack's [contenthash] is 8+ hex characters between dots or after a dash/dot.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.(gz|br))?$/i;

export const cacheControlFor = (filePath: string): string => {
  const base = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (ENTRY_FILES.has(base)) return NO_CACHE;
  return HASHED.test(base) ? IMMUTABLE : NO_CACHE;
};

const staticOptions = (
  root: string,
  prefix: string,
  decorateReply: boolean,
  crossOrigin: boolean,
  index: string | false,
) => ({
  root,
  prefix,
  decorateReply,
  wildcard: true,
  index,
  cacheControl: false,
  preCompressed: true,
  setHeaders: (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
    // A shell on another origin fetches the manifest with fetch(), which needs CORS.
    if (crossOrigin) reply.header('access-control-allow-origin', '*');
  },
});

/**
 * One URL runs everything: the shell at /, each remote's dist under /remotes/<name>/, and the runtime
 * JSON at /mf-remotes.json. Missing dist folders are skipped (their URLs answer 404), never a crash.
 * Returns the SPA fallback for the not-found handler.
 */
export const registerStatic = async (
  app: FastifyInstance,
  options: StaticOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> => {
  app.get('/mf-remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json').send(options.remotes),
  );

  for (const name of REMOTE_NAMES) {
    const root = path.join(options.staticRoot, `mfe-${name}`, 'dist');
    if (existsSync(root))
      await app.register(fastifyStatic, staticOptions(root, `/remotes/${name}/`, false, true, false));
  }

  const shellRoot = path.join(options.staticRoot, 'shell', 'dist');
  const indexPath = path.join(shellRoot, 'index.html');
  if (existsSync(shellRoot))
    await app.register(fastifyStatic, staticOptions(shellRoot, '/', false, false, 'index.html'));

  // Client-side routes (/company/deals, /login, …) get the shell's index.html.
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/remotes/'))
      return false;
    const accept = request.headers.accept ?? '*/*';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    // Browsers navigating send text/html; a missing asset (has an extension) stays a 404.
    if (!accept.includes('text/html') && (looksLikeFile || !accept.includes('*/*'))) return false;
    if (!existsSync(indexPath)) return false;
    const html = await readFile(indexPath);
    await reply.status(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
    return true;
  };
};

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/helpers.ts';
import { cacheControlFor } from './static.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('static serving: shell, remotes, runtime JSON', () => {
  let root: string;
  let app: App;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lp-static-'));
    await mkdir(path.join(root, 'shell/dist/assets'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), INDEX);
    await writeFile(path.join(root, 'shell/dist/assets/main.0123abcd.js'), BIG_JS);
    await mkdir(path.join(root, 'mfe-projects/dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-projects/dist/mf-manifest.json'), '{"id":"projects"}');
    await writeFile(path.join(root, 'mfe-projects/dist/remoteEntry.js'), 'var projects;');
    app = await createTestApp({ config: { staticRoot: root } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the shell at / and as the SPA fallback for client routes', async () => {
    for (const url of ['/', '/company/deals', '/login?next=%2F']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('never answers API or missing assets with the SPA', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/missing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    const asset = await app.inject({ method: 'GET', url: '/assets/gone.12345678.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('hashed assets are immutable and compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("serves a remote's dist with no-cache entry files and CORS; a missing remote is a 404", async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/projects/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject({ method: 'GET', url: '/remotes/projects/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({
      method: 'GET',
      url: '/remotes/deals/mf-manifest.json',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('GET /mf-remotes.json lists the seven remotes under /remotes/', async () => {
    const res = await app.inject({ method: 'GET', url: '/mf-remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      projects: '/remotes/projects/mf-manifest.json',
      deals: '/remotes/deals/mf-manifest.json',
      crm: '/remotes/crm/mf-manifest.json',
      billing: '/remotes/billing/mf-manifest.json',
      integrations: '/remotes/integrations/mf-manifest.json',
      telephony: '/remotes/telephony/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('cache rules', () => {
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/123.3fa9b2c1.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/favicon.ico')).toBe('no-cache');
  });
});

describe('MF_REMOTES_FILE and missing dist folders', () => {
  let dir: string;
  let app: App;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lp-remotes-'));
    const file = path.join(dir, 'remotes.json');
    await writeFile(
      file,
      JSON.stringify({
        projects: 'https://cdn.example.com/projects/mf-manifest.json',
        deals: '/remotes/deals/mf-manifest.json',
      }),
    );
    // A static root with no dist folders at all: the server still starts.
    app = await createTestApp({ config: { staticRoot: dir, mfRemotesFile: file } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the file and allows the remote origin in the CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/mf-remotes.json' });
    expect(res.json()).toEqual({
      projects: 'https://cdn.example.com/projects/mf-manifest.json',
      deals: '/remotes/deals/mf-manifest.json',
    });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('answers 404 where no dist exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { authHeader, createCompany, createTestApp } from '../test/helpers.ts';

describe('structured logs', () => {
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    app = await createTestApp({ logger: { stream } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('carry the request id and never a token or a password', async () => {
    const { owner, token } = await createCompany(app, { password: 'very-secret-pass' });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: 'very-secret-pass' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...authHeader(token), 'x-request-id': 'req-42' },
    });
    app.log.info({ password: 'leaked?', body: { password: 'leaked?', token: 'leaked?' } }, 'probe');
    const log = lines.join('\n');
    expect(log).toContain('"reqId":"req-42"');
    expect(log).not.toContain('very-secret-pass');
    expect(log).not.toContain(token);
    expect(log).not.toContain('leaked?');
  });
});

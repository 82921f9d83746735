import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { authHeader, createAdmin, createTestApp } from '../test/helpers.ts';

type Received = { from: string; to: string[]; data: string };

/** A minimal SMTP server (no TLS, no auth): enough for nodemailer to deliver one message. */
const startFakeSmtp = async (): Promise<{ server: Server; port: number; messages: Received[] }> => {
  const messages: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, messages };
};

describe('email sender (SMTP_URL set)', () => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp({
      workers: true,
      maintenance: false,
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
    });
  });
  afterAll(async () => {
    await app?.close();
    smtp?.server.close();
  });

  it('delivers a registration email and marks the outbox row sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Mail Co', contact_person: 'M', email: 'mail.co@test.local' },
    });
    expect(res.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (smtp.messages.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to.join()).toContain('mail.co@test.local');

    const { token } = await createAdmin(app);
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      const outbox = await app.inject({
        method: 'GET',
        url: '/api/admin/outbox?to=mail.co@test.local',
        headers: authHeader(token),
      });
      status = outbox.json().data[0]?.status;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('sent');
  });
});

// A data supplier's registration endpoint for tests: a real HTTP server on an ephemeral port whose
// answers a test scripts, recording every request (method, path, headers, JSON body).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SupplierBehaviour =
  | { kind: 'accept' }
  | { kind: 'reject'; status?: number; reason?: string }
  | { kind: 'fail'; status?: number }
  /** never answers (the caller's timeout must fire) */
  | { kind: 'hang' };

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };

export type SupplierServer = {
  url: string;
  requests: RecordedRequest[];
  /** The answers for the next requests, in order; after them every request gets `then`. */
  script: (steps: SupplierBehaviour[], then?: SupplierBehaviour) => void;
  close: () => Promise<void>;
};

const reply = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const startSupplier = async (
  initial: SupplierBehaviour = { kind: 'accept' },
): Promise<SupplierServer> => {
  let steps: SupplierBehaviour[] = [];
  let fallback = initial;
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const behaviour = steps.shift() ?? fallback;
      switch (behaviour.kind) {
        case 'accept':
          return reply(res, 200, { ok: true });
        case 'reject':
          return reply(
            res,
            behaviour.status ?? 422,
            behaviour.reason === undefined ? {} : { reason: behaviour.reason },
          );
        case 'fail':
          return reply(res, behaviour.status ?? 503, { message: 'Service unavailable' });
        case 'hang':
          return undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/register`,
    requests,
    script: (next, then) => {
      steps = [...next];
      if (then) fallback = then;
    },
    close: async () => {
      // Hanging requests hold their sockets open; close() alone would wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

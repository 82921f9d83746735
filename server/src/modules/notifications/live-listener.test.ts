import { describe, expect, it, vi } from 'vitest';
import { startPgListener } from './live-listener.ts';

describe('PostgreSQL live listener', () => {
  it('starts without a reachable database, retries with doubling delays up to the cap, and stops on close', async () => {
    const warnings: Array<{ retryInMs?: number }> = [];
    const log = { info: vi.fn(), warn: (data: object) => warnings.push(data) };
    // Port 1 on loopback refuses at once: every attempt fails fast.
    const listener = await startPgListener(
      { host: '127.0.0.1', port: 1, user: 'postgres', database: 'postgres' },
      { channels: { lp_live: vi.fn() }, log, minDelayMs: 20, maxDelayMs: 80 },
    );
    expect(listener.listening()).toBe(false);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThanOrEqual(5), { timeout: 3000 });
    expect(warnings.slice(1, 5).map((w) => w.retryInMs)).toEqual([40, 80, 80, 80]);
    await listener.close();
    const count = warnings.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings.length).toBe(count);
    expect(log.info).not.toHaveBeenCalled();
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type RunningProduct = {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  output: () => string;
};

/**
 * Starts the built product the way the README's start command finally does (`pnpm --filter @lp/server
 * start`), on a fresh embedded database so the demo seed runs, and waits for /api/health.
 */
export async function startProduct(options: {
  port: number;
  env?: Record<string, string>;
}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
  const url = `http://127.0.0.1:${options.port}`;
  let log = '';
  // The embedded database: a DATABASE_URL from the caller's shell would point the run elsewhere.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn('pnpm', ['--filter', '@lp/server', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`The product did not become healthy:\n${log}`);

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop, output: () => log };
}

// autocannon runs in its own process: in-process it would share (and slow) the server's event loop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Result } from 'autocannon';

const loadPathsScript = fileURLToPath(new URL('../load-paths.ts', import.meta.url));
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Runs a node script that prints one autocannon result as JSON on stdout. */
const runJson = (name: string, args: string[], stderr: 'inherit' | 'ignore'): Promise<Result> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', stderr] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${name} exited with ${code}`));
      else resolve(JSON.parse(out) as Result);
    });
  });

type LoadOptions = { token: string; connections: number; duration: number };

/** Load on one URL through the autocannon CLI. */
export const loadUrl = (url: string, { token, connections, duration }: LoadOptions): Promise<Result> =>
  runJson(
    'autocannon',
    [
      autocannonBin,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(duration),
      '-H',
      `authorization=Bearer ${token}`,
      url,
    ],
    'ignore',
  );

/** Load cycling through several paths (the CLI takes one URL only), see load-paths.ts. */
export const loadPaths = (url: string, paths: string[], options: LoadOptions): Promise<Result> =>
  runJson('load generator', [loadPathsScript, JSON.stringify({ url, paths, ...options })], 'inherit');

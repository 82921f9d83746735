import { buildApp } from './app.ts';
import { DEMO_LOGINS } from './seed.ts';

const app = await buildApp({ seed: true, workers: true });
const { port, host, publicUrl, databaseUrl, dataDir } = app.config;

await app.listen({ port, host });

const lines = [
  `Lead platform running at ${publicUrl} (listening on ${host}:${port})`,
  `Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}/pglite`}`,
  `API docs: ${publicUrl}/api/docs`,
  'Demo logins:',
  ...DEMO_LOGINS.map((login) => `  ${login.role.padEnd(8)} ${login.email.padEnd(22)} ${login.password}`),
];
console.log(lines.join('\n'));

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Fastify's onClose hooks stop pg-boss and close the database.
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

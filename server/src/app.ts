import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-types.ts';
import { openDatabase, type DatabaseHandle } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { registerEmailWorker } from './jobs/email-worker.ts';
import { createJobs, type Jobs } from './jobs/queue.ts';
import {
  createLoginThrottle,
  type LoginThrottle,
  type LoginThrottleOptions,
} from './modules/auth/throttle.ts';
import { adminCompanyRoutes } from './modules/admin-companies/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { dealRoutes } from './modules/deals/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import {
  declareReleaseHoldsQueue,
  registerReleaseHoldsWorker,
  scheduleDailyRelease,
} from './modules/lead-engine/release-job.ts';
import { liveRoutes } from './modules/notifications/live-routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { registerProjectSyncWorker } from './modules/projects/sync-job.ts';
import { sourceFileRoutes } from './modules/source-files/routes.ts';
import { registerSourceFileWorker } from './modules/source-files/worker.ts';
import { sourceRoutes } from './modules/sources/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { AUTH_CHANNEL } from './modules/auth/owner-cache.ts';
import { createNameCache, NAMES_CHANNEL } from './modules/deals/display-names.ts';
import { loadConfig, type Config } from './plugins/config.ts';
import { registerDb } from './plugins/db.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/errors.ts';
import { registerLive } from './plugins/live.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { loadRemotes, remoteOrigins } from './plugins/remotes.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';
import { seedDemo } from './seed.ts';

export type { App } from './app-types.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    config: Config;
    jobs: Jobs;
    loginThrottle: LoginThrottle;
  }
}

export type BuildAppOptions = {
  /** Overrides on top of the environment (tests pass databaseUrl, dataDir, …). */
  config?: Partial<Config>;
  env?: NodeJS.ProcessEnv;
  /** An already open database; it is then not closed with the app. */
  database?: DatabaseHandle;
  /** Apply migrations on start (default true). */
  migrate?: boolean;
  /** Demo data on an empty database (main.ts only). */
  seed?: boolean;
  /** Run job workers (default true; tests turn them off unless they test a worker). */
  workers?: boolean;
  /** pg-boss maintenance and cron (default: same as workers). */
  maintenance?: boolean;
  /** false for silence; a stream to capture the structured log (tests). Default: stdout at LOG_LEVEL. */
  logger?: false | { stream: NodeJS.WritableStream };
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Per-route limit for register / password reset: max requests per window per IP. */
  authRateLimit?: { max: number; timeWindow: number };
  /** Runs after the app and its database are closed (tests drop their database here). */
  afterClose?: () => Promise<void>;
};

const loggerOptions = (config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  ...(stream ? { stream } : {}),
  // No secrets in logs: tokens, cookies and any password field anywhere in a logged object.
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
      'password',
      '*.password',
      '*.current_password',
      '*.password_confirmation',
      '*.token',
    ],
    censor: '[redacted]',
  },
});

export const buildApp = async (options: BuildAppOptions = {}): Promise<App> => {
  const config = loadConfig(options.env ?? process.env, options.config);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  const workers = options.workers ?? true;
  const maintenance = options.maintenance ?? workers;

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logger?.stream),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Only behind a known proxy: trusting X-Forwarded-For blindly would let a client pick its own IP
    // and step around the per-IP login throttle.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // A POST without a body should report each missing field, not "expected object".
  app.addHook('preValidation', async (request) => {
    if ((request.body === undefined || request.body === null) && request.routeOptions.schema?.body)
      request.body = {};
  });

  try {
    if (options.migrate ?? true) await migrate(database);
    if (options.seed) await seedDemo(database.db);

    app.decorate('config', config);
    registerDb(app, database);
    const jobs = createJobs(database, {
      workers,
      maintenance,
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
    });
    app.decorate('jobs', jobs);
    app.decorate('loginThrottle', createLoginThrottle(options.loginThrottle));

    const remotes = loadRemotes(config);
    await registerSecurity(app, {
      scriptOrigins: [...remoteOrigins(remotes), ...config.cspExtraOrigins],
      secureCookies: config.publicUrl.startsWith('https://'),
    });
    // Brotli's default quality (11) suits precompressed files, not per-request JSON: 4 is far cheaper.
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await registerRateLimit(app);
    await registerOpenApi(app);
    registerAuth(app);
    const dealNames = createNameCache();
    await registerLive(app, database, { [AUTH_CHANNEL]: app.tokenOwners, [NAMES_CHANNEL]: dealNames });

    const authRateLimit = options.authRateLimit ?? { max: 20, timeWindow: 10 * 60_000 };
    await healthRoutes(app);
    await authRoutes(app, { authRateLimit });
    await userRoutes(app);
    await companyRoutes(app);
    await outboxRoutes(app);
    await billingRoutes(app);
    await adminCompanyRoutes(app);
    await projectRoutes(app);
    await dealRoutes(app, dealNames);
    await integrationRoutes(app);
    await notificationRoutes(app);
    await liveRoutes(app);
    await sourceRoutes(app);
    await sourceFileRoutes(app);

    const spaFallback = await registerStatic(app, { staticRoot: config.staticRoot, remotes });
    registerNotFoundHandler(app, spaFallback);

    if (config.smtpUrl && workers)
      await registerEmailWorker(jobs, database.db, config.smtpUrl, config.mailFrom);
    if (workers) await registerProjectSyncWorker(jobs, { db: database.db, config });
    if (workers) await registerSourceFileWorker(jobs, { db: database.db, dataDir: config.dataDir });
    await declareReleaseHoldsQueue(jobs);
    if (workers) await registerReleaseHoldsWorker(jobs, database.db);

    app.addHook('onClose', async () => {
      await jobs.stop();
      if (ownsDatabase) await database.close();
      if (options.afterClose) await options.afterClose();
    });
    await app.ready();
    await jobs.start();
    if (maintenance) await scheduleDailyRelease(jobs);
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
};

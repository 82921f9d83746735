import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db } from '../db/connect.ts';

export type { Db, Tx, DatabaseHandle } from '../db/connect.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

/** Decorates `app.db` (drizzle, both drivers) and `app.database` (the handle: kind, raw query, close). */
export const registerDb = (app: FastifyInstance, handle: DatabaseHandle): void => {
  app.decorate('db', handle.db);
  app.decorate('database', handle);
};

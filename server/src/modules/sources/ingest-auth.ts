// The supplier's authentication: `Authorization: Bearer <ingest token>`. A separate path from user
// tokens (plugins/auth.ts): an ingest token opens only the ingest endpoints of its own source.
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import type { PreHandler } from '../../plugins/auth.ts';
import { httpError } from '../../plugins/errors.ts';
import { INGEST_TOKEN_MARK } from './ingest-token.ts';
import { findSourceByToken } from './service.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    ingestSourceId: number | null;
  }
}

const UNAUTHENTICATED = 'Unauthenticated.';

export const registerIngestAuth = (app: App): PreHandler => {
  if (!app.hasRequestDecorator('ingestSourceId')) app.decorateRequest('ingestSourceId', null);
  return async function authenticateSource(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token || !token.startsWith(INGEST_TOKEN_MARK) || token.length > 200)
      throw httpError(401, UNAUTHENTICATED);
    const source = await findSourceByToken(app.db, token);
    if (!source) throw httpError(401, UNAUTHENTICATED);
    if (!source.active) throw httpError(403, 'The source is inactive.');
    request.ingestSourceId = source.id;
  };
};

/** The authenticated source of a request guarded by the preHandler above. */
export const ingestSourceOf = (request: FastifyRequest): number => {
  if (request.ingestSourceId === null) throw httpError(401, UNAUTHENTICATED);
  return request.ingestSourceId;
};

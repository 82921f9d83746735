import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createTokenOwnerCache, type TokenOwnerCache } from '../modules/auth/owner-cache.ts';
import {
  effectivePermissions,
  findTokenOwnerByHash,
  hashSecret,
  type CompanyPermission,
  type Role,
} from '../modules/auth/tokens.ts';
import { preparedRunner } from '../db/prepared.ts';
import { httpError } from './errors.ts';

export type { Role, CompanyPermission } from '../modules/auth/tokens.ts';

/** Who is calling. Set by `app.authenticate`; read it only in routes that use that preHandler. */
export type AuthContext = {
  userId: number;
  tokenId: number;
  roles: Role[];
  permissions: string[];
  /** The company whose data this request may touch: own company (company), active company (employee), null (admin/manager). */
  companyId: number | null;
  isImpersonated: boolean;
  impersonatedBy: number | null;
};

export type PreHandler = preHandlerAsyncHookHandler;

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: AuthContext;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** This process's token owners (owner-cache.ts); the live listener keeps it fresh. */
    tokenOwners: TokenOwnerCache;
    authenticate: PreHandler;
    requireRoles: (...roles: Role[]) => PreHandler;
    requirePermission: (permission: CompanyPermission) => PreHandler;
  }
}

const UNAUTHENTICATED = 'Unauthenticated.';
const FORBIDDEN = 'This action is unauthorized.';

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
};

export const registerAuth = (app: FastifyInstance): void => {
  const run = preparedRunner(app.database);
  const owners = createTokenOwnerCache();
  app.decorate('tokenOwners', owners);
  app.decorateRequest('auth', null as unknown as AuthContext);

  const ownerOf = async (token: string) => {
    const tokenHash = hashSecret(token);
    const cached = owners.lookup(tokenHash);
    if (cached) return cached;
    const stamp = owners.stamp();
    const owner = await findTokenOwnerByHash(run, tokenHash);
    if (owner) owners.remember(tokenHash, owner, stamp, owner.expiresAt);
    return owner;
  };

  app.decorate('authenticate', async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    // Our tokens are 43 base64url characters; anything else can't match, so skip the query.
    if (!token || token.length > 200) throw httpError(401, UNAUTHENTICATED);
    const owner = await ownerOf(token);
    if (!owner) throw httpError(401, UNAUTHENTICATED);
    request.auth = {
      userId: owner.userId,
      tokenId: owner.tokenId,
      roles: [owner.role],
      permissions: effectivePermissions(owner),
      companyId: owner.companyId,
      isImpersonated: owner.impersonatedBy !== null,
      impersonatedBy: owner.impersonatedBy,
    };
  });

  app.decorate('requireRoles', (...roles: Role[]): PreHandler => {
    return async function requireRoles(request: FastifyRequest) {
      if (!request.auth) throw httpError(401, UNAUTHENTICATED);
      if (!request.auth.roles.some((role) => roles.includes(role))) throw httpError(403, FORBIDDEN);
      // A company-side role without a company (an employee removed from it) can't do company things.
      if (
        roles.every((role) => role === 'company' || role === 'employee') &&
        request.auth.companyId === null
      ) {
        throw httpError(403, FORBIDDEN);
      }
    };
  });

  app.decorate('requirePermission', (permission: CompanyPermission): PreHandler => {
    return async function requirePermission(request: FastifyRequest) {
      if (!request.auth) throw httpError(401, UNAUTHENTICATED);
      if (request.auth.companyId === null || !request.auth.permissions.includes(permission))
        throw httpError(403, FORBIDDEN);
    };
  });
};

/** The caller's company id, for routes already guarded by requireRoles('company', 'employee') or requirePermission. */
export const companyIdOf = (request: FastifyRequest): number => {
  const companyId = request.auth?.companyId;
  if (companyId === null || companyId === undefined) throw httpError(403, FORBIDDEN);
  return companyId;
};

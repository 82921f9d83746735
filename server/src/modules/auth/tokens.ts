import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { COMPANY_PERMISSIONS } from '@lp/shared/permissions';
import type { Db } from '../../db/connect.ts';
import type { PreparedRunner } from '../../db/prepared.ts';
import { apiTokens } from '../../db/schema.ts';

export type Role = 'company' | 'employee' | 'admin' | 'manager';

/** The company permissions; an owner holds them all (the list is shared with the browser). */
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];

/** 32 random bytes, base64url; the caller gets the plain value once, the database keeps only its hash. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export type IssueTokenInput = {
  userId: number;
  ttlHours: number;
  ip?: string | null;
  userAgent?: string | null;
  impersonatedBy?: number | null;
};

export const issueToken = async (
  db: Db,
  input: IssueTokenInput,
): Promise<{ token: string; tokenId: number }> => {
  const token = newSecret();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: input.userId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      impersonatedBy: input.impersonatedBy ?? null,
    })
    .returning({ id: apiTokens.id });
  return { token, tokenId: row.id };
};

export const revokeToken = async (db: Db, tokenId: number): Promise<void> => {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
};

export const revokeAllTokens = async (db: Db, userId: number): Promise<void> => {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
};

export type TokenOwner = {
  tokenId: number;
  userId: number;
  role: Role;
  userPermissions: string[];
  companyId: number | null;
  rolePermissions: string[] | null;
  impersonatedBy: number | null;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
};

/**
 * Resolves a live (not revoked, not expired) token to its user and the company it acts for,
 * in one query: for an employee the active company (or its own), with the custom role it holds there.
 */
// Every authenticated request runs this, so it is a named prepared statement (planned once per connection).
const TOKEN_OWNER_SQL = `SELECT t.id AS token_id, u.id AS user_id, u.role, u.permissions AS user_permissions,
       CASE WHEN u.role IN ('company', 'employee') THEN COALESCE(u.active_company_id, u.parent_id) END AS company_id,
       (cu.user_id IS NOT NULL) AS member,
       cr.permissions AS role_permissions,
       t.impersonated_by, t.expires_at
  FROM api_tokens t
  JOIN users u ON u.id = t.user_id
  LEFT JOIN company_user cu ON cu.user_id = u.id AND cu.company_id = COALESCE(u.active_company_id, u.parent_id)
  LEFT JOIN custom_roles cr ON cr.id = cu.custom_role_id AND cr.company_id = cu.company_id
 WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`;

type TokenOwnerRow = {
  token_id: number;
  user_id: number;
  role: Role;
  user_permissions: string[];
  company_id: number | null;
  member: boolean;
  role_permissions: string[] | null;
  impersonated_by: number | null;
  expires_at: Date;
};

export const findTokenOwner = (run: PreparedRunner, token: string): Promise<TokenOwner | null> =>
  findTokenOwnerByHash(run, hashSecret(token));

export const findTokenOwnerByHash = async (
  run: PreparedRunner,
  tokenHash: string,
): Promise<TokenOwner | null> => {
  const rows = (await run('auth_token_owner', TOKEN_OWNER_SQL, [tokenHash])) as TokenOwnerRow[];
  const row = rows[0];
  if (!row) return null;
  // An employee whose membership of the active company was removed acts for no company at all.
  const companyId = row.role === 'employee' && !row.member ? null : row.company_id;
  return {
    tokenId: Number(row.token_id),
    userId: Number(row.user_id),
    role: row.role,
    userPermissions: row.user_permissions ?? [],
    companyId: companyId === null ? null : Number(companyId),
    rolePermissions: row.role_permissions,
    impersonatedBy: row.impersonated_by === null ? null : Number(row.impersonated_by),
    expiresAt: new Date(row.expires_at).getTime(),
  };
};

/** The effective permissions (spec §6): all for an owner, the custom role's for an employee, else the user's own list. */
export const effectivePermissions = (
  owner: Pick<TokenOwner, 'role' | 'userPermissions' | 'rolePermissions' | 'companyId'>,
): string[] => {
  if (owner.role === 'company') return [...COMPANY_PERMISSIONS];
  if (owner.role === 'employee') {
    if (owner.companyId === null) return [];
    return owner.rolePermissions ?? owner.userPermissions;
  }
  return owner.userPermissions;
};

// The owners of the tokens this process has seen (a NoticeCache, see lib/notice-cache.ts for how it
// stays fresh). Without it every authenticated request paid a database round trip before its own
// query: a third of a deals-list request (bench:deals). Triggers on api_tokens, users, company_user
// and custom_roles notify AUTH_CHANNEL (migration 0006).
import { NoticeCache } from '../../lib/notice-cache.ts';
import type { TokenOwner } from './tokens.ts';

export const AUTH_CHANNEL = 'lp_auth';
export const OWNER_TTL_MS = 30_000;

let localGeneration = 0;

/** Call after committing a change to a token, a user, a membership or a custom role. */
export const authChanged = (): void => {
  localGeneration += 1;
};

/** Keyed by token hash; an owner is never kept past its token's expiry. */
export type TokenOwnerCache = NoticeCache<string, TokenOwner>;

export const createTokenOwnerCache = (now?: () => number): TokenOwnerCache =>
  new NoticeCache({ ttlMs: OWNER_TTL_MS, maxEntries: 50_000, localGeneration: () => localGeneration, now });

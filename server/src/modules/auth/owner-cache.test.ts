import { describe, expect, it } from 'vitest';
import { authChanged, createTokenOwnerCache, OWNER_TTL_MS } from './owner-cache.ts';
import type { TokenOwner } from './tokens.ts';

const HOUR = 3_600_000;

const owner = (expiresAt: number): TokenOwner => ({
  tokenId: 1,
  userId: 2,
  role: 'company',
  userPermissions: [],
  companyId: 3,
  rolePermissions: null,
  impersonatedBy: null,
  expiresAt,
});

describe('token owner cache (a NoticeCache)', () => {
  const setup = () => {
    let now = 1_000_000;
    const cache = createTokenOwnerCache(() => now);
    cache.setConnected(true);
    const keep = (key: string, expiresAt = now + HOUR, stamp = cache.stamp()) =>
      cache.remember(key, owner(expiresAt), stamp, expiresAt);
    return { cache, keep, advance: (ms: number) => (now += ms), at: () => now };
  };

  it('keeps an owner only while the listener is connected', () => {
    const { cache, keep } = setup();
    keep('h');
    expect(cache.lookup('h')?.userId).toBe(2);
    cache.setConnected(false);
    expect(cache.lookup('h')).toBeUndefined();
    keep('h');
    cache.setConnected(true);
    // A reconnect starts empty: notices sent while it was away are lost.
    expect(cache.lookup('h')).toBeUndefined();
  });

  it('forgets everything on a notice, and drops an answer read before it', () => {
    const { cache, keep } = setup();
    keep('a');
    const stamp = cache.stamp();
    cache.invalidate();
    keep('b', undefined, stamp);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('b')).toBeUndefined();
  });

  it("forgets on this process's own changes (authChanged), in every cache", () => {
    const first = setup();
    const second = setup();
    first.keep('a');
    second.keep('a');
    const stamp = first.cache.stamp();
    authChanged();
    expect(first.cache.lookup('a')).toBeUndefined();
    expect(second.cache.lookup('a')).toBeUndefined();
    first.keep('a', undefined, stamp);
    expect(first.cache.lookup('a')).toBeUndefined();
  });

  it('keeps an owner at most OWNER_TTL_MS, and never past the token expiry', () => {
    const { cache, keep, at, advance } = setup();
    keep('long');
    keep('short', at() + 1_000);
    advance(1_000);
    expect(cache.lookup('short')).toBeUndefined();
    expect(cache.lookup('long')).toBeDefined();
    advance(OWNER_TTL_MS - 1_000);
    expect(cache.lookup('long')).toBeUndefined();
  });
});

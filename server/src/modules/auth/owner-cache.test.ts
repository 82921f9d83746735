import { describe, expect, it } from 'vitest';
import { authChanged, OWNER_TTL_MS, TokenOwnerCache } from './owner-cache.ts';
import type { TokenOwner } from './tokens.ts';

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

describe('TokenOwnerCache', () => {
  const setup = () => {
    let now = 1_000_000;
    const cache = new TokenOwnerCache(() => now);
    cache.setConnected(true);
    return { cache, advance: (ms: number) => (now += ms), at: () => now };
  };

  it('keeps an owner only while the listener is connected', () => {
    const { cache, at } = setup();
    cache.remember('h', owner(at() + 3_600_000), cache.stamp());
    expect(cache.lookup('h')?.userId).toBe(2);
    cache.setConnected(false);
    expect(cache.lookup('h')).toBeNull();
    cache.remember('h', owner(at() + 3_600_000), cache.stamp());
    cache.setConnected(true);
    // A reconnect starts empty: notices sent while it was away are lost.
    expect(cache.lookup('h')).toBeNull();
  });

  it('forgets everything on a notice, and drops an answer read before it', () => {
    const { cache, at } = setup();
    cache.remember('a', owner(at() + 3_600_000), cache.stamp());
    const stamp = cache.stamp();
    cache.invalidate();
    cache.remember('b', owner(at() + 3_600_000), stamp);
    expect(cache.lookup('a')).toBeNull();
    expect(cache.lookup('b')).toBeNull();
  });

  it("forgets on this process's own changes (authChanged), in every cache", () => {
    const { cache, at } = setup();
    const other = setup().cache;
    cache.remember('a', owner(at() + 3_600_000), cache.stamp());
    other.remember('a', owner(at() + 3_600_000), other.stamp());
    const stamp = cache.stamp();
    authChanged();
    expect(cache.lookup('a')).toBeNull();
    expect(other.lookup('a')).toBeNull();
    cache.remember('a', owner(at() + 3_600_000), stamp);
    expect(cache.lookup('a')).toBeNull();
  });

  it('keeps an owner at most OWNER_TTL_MS, and never past the token expiry', () => {
    const { cache, at, advance } = setup();
    cache.remember('long', owner(at() + 3_600_000), cache.stamp());
    cache.remember('short', owner(at() + 1_000), cache.stamp());
    advance(1_000);
    expect(cache.lookup('short')).toBeNull();
    expect(cache.lookup('long')).not.toBeNull();
    advance(OWNER_TTL_MS - 1_000);
    expect(cache.lookup('long')).toBeNull();
  });
});

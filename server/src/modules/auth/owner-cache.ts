// The owners of the tokens this process has seen. Without it every authenticated request paid a
// database round trip before its own query (a third of a deals-list request, bench:deals).
//
// It is only as fresh as its invalidation:
// - every change to the rows an owner is read from NOTIFYs AUTH_CHANNEL (migration 0006), and every
//   process forgets all its owners on that notice;
// - a change made through this process also calls authChanged() after its commit, so its own next
//   request never waits for the notice;
// - while the listener is not connected nothing is cached or read from the cache, and (re)connecting
//   starts empty, since notices sent meanwhile are lost;
// - an owner is kept at most OWNER_TTL_MS and never past its token's expiry, which bounds what a
//   listener connection that died without anyone noticing could leave stale.
import type { TokenOwner } from './tokens.ts';

export const AUTH_CHANNEL = 'lp_auth';
export const OWNER_TTL_MS = 30_000;
const MAX_OWNERS = 50_000;

type Cached = { owner: TokenOwner; until: number; generation: number };

// Process-wide, so that authChanged() reaches the cache of every app in this process (tests run many).
let localGeneration = 0;

/** Call after committing a change to a token, a user, a membership or a custom role. */
export const authChanged = (): void => {
  localGeneration += 1;
};

export class TokenOwnerCache {
  #owners = new Map<string, Cached>();
  #generation = 0;
  #connected = false;
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The stamp a lookup must hand back to remember(): an answer older than an invalidation is dropped. */
  stamp(): number {
    return this.#generation + localGeneration;
  }

  lookup(tokenHash: string): TokenOwner | null {
    if (!this.#connected) return null;
    const cached = this.#owners.get(tokenHash);
    if (!cached) return null;
    if (cached.generation !== this.stamp() || cached.until <= this.#now()) {
      this.#owners.delete(tokenHash);
      return null;
    }
    return cached.owner;
  }

  remember(tokenHash: string, owner: TokenOwner, stamp: number): void {
    if (!this.#connected || stamp !== this.stamp()) return;
    // Past the bound, start over rather than track recency: a refill costs one query per live token.
    if (this.#owners.size >= MAX_OWNERS) this.#owners.clear();
    const until = Math.min(owner.expiresAt, this.#now() + OWNER_TTL_MS);
    this.#owners.set(tokenHash, { owner, until, generation: stamp });
  }

  /** Something an owner is read from changed (a notice on AUTH_CHANNEL): forget every owner. */
  invalidate(): void {
    this.#generation += 1;
    this.#owners.clear();
  }

  /** The listener (re)connected (true) or lost its connection (false). */
  setConnected(connected: boolean): void {
    this.#connected = connected;
    this.invalidate();
  }
}

// A process-local cache that is only as fresh as its invalidation (token owners, display names):
// - a database trigger NOTIFYs the cache's channel on every change to what it holds, and the
//   process's listener calls invalidate(): every entry is forgotten;
// - a change made through this process also bumps `localGeneration` after its commit, so its own
//   next request never waits for the notice;
// - while the listener is not connected nothing is cached or read from the cache, and (re)connecting
//   starts empty, since notices sent meanwhile are lost;
// - an entry is kept at most `ttlMs` (and never past its own `until`), which bounds what a listener
//   connection that died without anyone noticing could leave stale.
// A lookup that misses takes stamp() before reading the database and hands it to remember(): an
// answer read before an invalidation is then not kept.

type Entry<V> = { value: V; until: number; stamp: number };

export type NoticeCacheOptions = {
  ttlMs: number;
  /** Past this size the cache starts over rather than track recency: a refill is one read per key. */
  maxEntries: number;
  /** A counter this process bumps after committing a change (see authChanged, namesChanged). */
  localGeneration: () => number;
  now?: () => number;
};

export class NoticeCache<K, V> {
  #entries = new Map<K, Entry<V>>();
  #generation = 0;
  #connected = false;
  readonly #options: NoticeCacheOptions;
  readonly #now: () => number;

  constructor(options: NoticeCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  stamp(): number {
    return this.#generation + this.#options.localGeneration();
  }

  /** The cached value, or undefined (a miss, or the cache is not usable now). */
  lookup(key: K): V | undefined {
    if (!this.#connected) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== this.stamp() || entry.until <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  remember(key: K, value: V, stamp: number, until = Infinity): void {
    if (!this.#connected || stamp !== this.stamp()) return;
    if (this.#entries.size >= this.#options.maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, until: Math.min(until, this.#now() + this.#options.ttlMs), stamp });
  }

  /** Something the cache holds changed (a notice on its channel): forget every entry. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** The listener (re)connected (true) or lost its connection (false). */
  setConnected(connected: boolean): void {
    this.#connected = connected;
    this.invalidate();
  }
}

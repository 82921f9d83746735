/**
 * Login throttling by failures: per email (guessing one account's password) and per IP (spraying many
 * accounts). In memory, so per process — enough for one server; a cluster would move this to the database.
 */
export type LoginThrottleOptions = {
  perEmail: number;
  perIp: number;
  windowMs: number;
};

export type LoginThrottle = {
  /** Seconds until the caller may try again, or 0 when allowed. */
  retryAfter: (email: string, ip: string) => number;
  recordFailure: (email: string, ip: string) => void;
  /** A successful login forgets that email's failures (not the IP's). */
  recordSuccess: (email: string) => void;
};

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  perEmail: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
};

export const createLoginThrottle = (
  overrides: Partial<LoginThrottleOptions> = {},
  now: () => number = Date.now,
): LoginThrottle => {
  const options = { ...LOGIN_THROTTLE_DEFAULTS, ...overrides };
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  const waitFor = (key: string, limit: number): number => {
    const list = recent(key);
    if (list.length < limit) return 0;
    return Math.max(1, Math.ceil((list[list.length - limit] + options.windowMs - now()) / 1000));
  };

  // Bound memory under a flood of distinct keys.
  const prune = () => {
    if (failures.size < 50_000) return;
    for (const key of failures.keys()) recent(key);
  };

  return {
    retryAfter: (email, ip) =>
      Math.max(waitFor(`e:${email}`, options.perEmail), waitFor(`i:${ip}`, options.perIp)),
    recordFailure: (email, ip) => {
      prune();
      for (const key of [`e:${email}`, `i:${ip}`]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess: (email) => {
      failures.delete(`e:${email}`);
    },
  };
};

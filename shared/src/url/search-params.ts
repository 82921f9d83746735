// Reading a list screen's query string: a hand-edited or stale URL yields null, and the screen falls
// back to its default, so nothing invalid reaches the API.

/** A whole number from 1 up (a page, an id), or null. */
export function positiveIntParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : null;
}

/** `value` when it is one of `allowed` (compared as is: pass `Number(...)` for numbers), or null. */
export function oneOfParam<T extends string | number>(allowed: readonly T[], value: unknown): T | null {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : null;
}

/** 'true' or 'false' as a boolean, or null for anything else. */
export function booleanParam(value: string | null): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

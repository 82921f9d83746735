// Pattern masks (spec §5): `#` a digit, `@` a letter, `*` a letter or digit; every other pattern
// character is a literal that is inserted as the user types.

export type MaskToken = { pattern: RegExp; transform?: (char: string) => string };
export type MaskTokens = Record<string, MaskToken>;

export const DEFAULT_TOKENS: MaskTokens = {
  '#': { pattern: /\d/ },
  '@': { pattern: /\p{L}/u },
  '*': { pattern: /[\p{L}\d]/u },
};

/**
 * Fits `value` into `pattern`: characters a token refuses are dropped, literals are inserted (or taken
 * over when the user typed them). Literals after the last entered character are left out, so that
 * deleting backwards over "123-" really deletes instead of the literal coming back.
 */
export function applyMask(value: string, pattern: string, tokens: MaskTokens = DEFAULT_TOKENS): string {
  let out = '';
  // Length of `out` up to and including the last character that came from a token.
  let filled = 0;
  let index = 0;
  for (const slot of pattern) {
    if (index >= value.length) break;
    const token = tokens[slot];
    if (!token) {
      out += slot;
      if (value[index] === slot) index += 1;
      continue;
    }
    while (index < value.length && !token.pattern.test(value[index])) index += 1;
    if (index >= value.length) break;
    out += token.transform ? token.transform(value[index]) : value[index];
    index += 1;
    filled = out.length;
  }
  return out.slice(0, filled);
}

/** The characters the user entered, without the literals: `(916) 123` for `(###) ###` → `916123`. */
export function unmask(value: string, pattern: string, tokens: MaskTokens = DEFAULT_TOKENS): string {
  const masked = applyMask(value, pattern, tokens);
  const slots = [...pattern];
  return [...masked].filter((_char, position) => Boolean(tokens[slots[position]])).join('');
}

/** True when `value` fills every slot of the pattern. */
export function isMaskComplete(value: string, pattern: string, tokens: MaskTokens = DEFAULT_TOKENS): boolean {
  return [...applyMask(value, pattern, tokens)].length === [...pattern].length;
}

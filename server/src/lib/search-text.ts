// Turning what a user typed into a list's search box into LIKE patterns (projects, deals).

/** `%`, `_` and the escape character itself match literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Phones are stored as 7XXXXXXXXXX: a query written like a phone (`+7 916 12`, `8 (916) 123`) is also
 * looked up by its digits, with a leading 8 or +7 read as the country code 7.
 */
export const phoneSearchDigits = (query: string): string | null => {
  const trimmed = query.trim();
  if (!/^[+\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const countryCode = (trimmed.startsWith('8') || trimmed.startsWith('+7')) && digits.length >= 4;
  return countryCode ? `7${digits.slice(1)}` : digits;
};

// Phones and domains of a project as typed: "one per line", but pasted lists also use commas and
// semicolons. Each entry is brought to its normal form (domain.md) and repeats are dropped.
import { normalizeDomain, normalizePhone } from '@lp/shared/validation';
import { MESSAGES } from '../../lib/validation.ts';

export type TargetKind = 'domain' | 'phone';

/** A normalised entry and the index of its first occurrence among the submitted entries. */
export type Target = { value: string; index: number };

export type ParsedTargets = {
  targets: Target[];
  /** `phones.3` → ['Invalid phone number'] */
  errors: Record<string, string[]>;
  /** non-empty entries submitted, repeats included */
  submitted: number;
};

/** Array or one string → trimmed non-empty entries (an array item may itself hold several lines). */
export const splitEntries = (input: string[] | string | null | undefined): string[] => {
  if (input === null || input === undefined) return [];
  const items = typeof input === 'string' ? [input] : input;
  return items
    .flatMap((item) => item.split(/[\r\n,;]+/))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
};

const NORMALISE: Record<TargetKind, (value: string) => string | null> = {
  domain: normalizeDomain,
  phone: normalizePhone,
};

const ERROR: Record<TargetKind, string> = { domain: MESSAGES.url, phone: MESSAGES.phone };

export const FIELD: Record<TargetKind, 'domains' | 'phones'> = { domain: 'domains', phone: 'phones' };

/**
 * Error keys use the entry's index among the submitted non-empty entries (after splitting lines),
 * which is the line number the form shows once blank lines are dropped.
 */
export const parseTargets = (
  kind: TargetKind,
  input: string[] | string | null | undefined,
): ParsedTargets => {
  const entries = splitEntries(input);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const targets: Target[] = [];
  entries.forEach((entry, index) => {
    const value = entry.length > 2048 ? null : NORMALISE[kind](entry);
    if (value === null) {
      errors[`${FIELD[kind]}.${index}`] = [ERROR[kind]];
      return;
    }
    if (seen.has(value)) return;
    seen.add(value);
    targets.push({ value, index });
  });
  return { targets, errors, submitted: entries.length };
};

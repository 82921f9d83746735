// Query-string pieces shared by the list and export routes; each module composes its own query
// schema from them, so the messages (and the OpenAPI they produce) are one code everywhere.
import { z } from 'zod';

export const INTEGER_MESSAGE = 'The value must be a whole number.';

// Query strings from forms often carry empty values: `status=` means "no status filter".
export const blankToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

// Digits checked as a string first: a coerced NaN would surface as a type error, which the
// error handler reports as a missing field.
export const positiveInt = (max?: number) => {
  let number = z.number().min(1, { error: 'Minimum value: 1' });
  if (max !== undefined) number = number.max(max, { error: `Maximum value: ${max}` });
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: INTEGER_MESSAGE })
    .transform(Number)
    .pipe(number);
};

/** `page` (from 1) and `per_page` (up to `max`), blank meaning the default. */
export const pagingFields = ({ perPage = 25, max = 100 }: { perPage?: number; max?: number } = {}) => ({
  page: z.preprocess(blankToUndefined, positiveInt().default(1)),
  per_page: z.preprocess(blankToUndefined, positiveInt(max).default(perPage)),
});

export const SORT_DESC_MESSAGE = 'The value must be true, false, 1 or 0.';

/** A boolean flag as forms send it; newest first unless told otherwise. */
export const sortDescField = () =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: SORT_DESC_MESSAGE })
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
  );

/** For `.refine` on a query with an optional date range (YYYY-MM-DD strings compare in order). */
export const datesInOrder = (query: { dateFrom?: string; dateTo?: string }): boolean =>
  !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo;

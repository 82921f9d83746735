import { z } from 'zod';

export const MESSAGES = {
  integer: 'The value must be a whole number.',
  id: 'The id must be a positive whole number.',
} as const;

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

// Forms send `page=` for "no value"; treat it as absent so the default applies.
const blankToUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

// Digits are checked as a string first: a coerced NaN would be reported as a missing field.
const positiveInt = (max?: number) => {
  let number = z.number().min(1, { error: 'Minimum value: 1' });
  if (max !== undefined) number = number.max(max, { error: `Maximum value: ${max}` });
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: MESSAGES.integer })
    .transform(Number)
    .pipe(number);
};

export const listQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, positiveInt().default(1)),
  per_page: z.preprocess(blankToUndefined, positiveInt(MAX_PER_PAGE).default(DEFAULT_PER_PAGE)),
});

// As a string first, for the same reason: `abc` must say "not a number", not "required".
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/, { error: MESSAGES.id })
    .transform(Number)
    .pipe(z.number().min(1, { error: MESSAGES.id }).max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.id })),
});

/** Mirrors `Notification` in @lp/shared/contracts/projects. */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(['project_synced', 'project_sync_failed', 'project_global_limit_reached']),
  data: z.object({
    project_id: z.number().optional(),
    project_name: z.string().optional(),
    reason: z.string().optional(),
  }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export const notificationListSchema = z.object({ data: z.array(notificationSchema), total: z.number() });

export const markAllResultSchema = z.object({ updated: z.number() });

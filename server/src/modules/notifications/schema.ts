import { z } from 'zod';
import { INTEGER_MESSAGE, pagingFields } from '../../lib/query-params.ts';

export const MESSAGES = {
  integer: INTEGER_MESSAGE,
  id: 'The id must be a positive whole number.',
} as const;

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

export const listQuerySchema = z.object(pagingFields({ perPage: DEFAULT_PER_PAGE, max: MAX_PER_PAGE }));

// As a string first, like positiveInt (lib/query-params.ts): `abc` must say "not a number", not "required".
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
  type: z.enum([
    'project_synced',
    'project_sync_failed',
    'project_global_limit_reached',
    'deals_held_no_funds',
    'balance_low',
  ]),
  data: z.object({
    project_id: z.number().optional(),
    project_name: z.string().optional(),
    reason: z.string().optional(),
    count: z.number().optional(),
    balance: z.string().optional(),
    day_cost: z.string().optional(),
  }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export const notificationListSchema = z.object({ data: z.array(notificationSchema), total: z.number() });

export const markAllResultSchema = z.object({ updated: z.number() });

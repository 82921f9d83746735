// Zod schemas of the deals API (OpenAPI and request parsing), following '@lp/shared/contracts/deals'.
import { z } from 'zod';
import { DEAL_STATUSES } from '@lp/shared/contracts/deals';
import {
  blankToUndefined,
  datesInOrder,
  INTEGER_MESSAGE,
  pagingFields,
  positiveInt,
  SORT_DESC_MESSAGE,
  sortDescField,
} from '../../lib/query-params.ts';
import { isYmd } from '../../lib/moscow-time.ts';

export const SORT_FIELDS = ['created_at', 'status', 'name', 'phone'] as const;
export const COMMENT_MAX = 2000;

export const MESSAGES = {
  integer: INTEGER_MESSAGE,
  status: `The status must be one of: ${DEAL_STATUSES.join(', ')}.`,
  sortBy: `The sort field must be one of: ${SORT_FIELDS.join(', ')}.`,
  sortDesc: SORT_DESC_MESSAGE,
  date: 'The date must be in the format YYYY-MM-DD.',
  dateOrder: 'The end date must not be before the start date.',
  comment: `The comment may not be greater than ${COMMENT_MAX} characters.`,
  commentType: 'The comment must be a string.',
} as const;

const ymd = z.string().refine(isYmd, { error: MESSAGES.date });

const filterFields = {
  status: z.preprocess(blankToUndefined, z.enum(DEAL_STATUSES, { error: MESSAGES.status }).optional()),
  project_id: z.preprocess(blankToUndefined, positiveInt().optional()),
  dateFrom: z.preprocess(blankToUndefined, ymd.optional()),
  dateTo: z.preprocess(blankToUndefined, ymd.optional()),
  search: z.preprocess(blankToUndefined, z.string().max(200, 'Must be at most 200 characters').optional()),
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(SORT_FIELDS, { error: MESSAGES.sortBy }).default('created_at'),
  ),
  sortDesc: sortDescField(),
};

export const listQuerySchema = z
  .object({
    ...pagingFields(),
    ...filterFields,
  })
  .refine(datesInOrder, { error: MESSAGES.dateOrder, path: ['dateTo'] });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const exportQuerySchema = z
  .object({
    ...filterFields,
    // Spec §7 names it; a company token already fixes the scope, so it is read and ignored.
    user_id: z.preprocess(blankToUndefined, z.string().max(20).optional()),
    // Caps the row count when given; -1 or 0 (a table's "all") means no cap.
    itemsPerPage: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^-?\d{1,9}$/, { error: MESSAGES.integer })
        .transform(Number)
        .optional(),
    ),
  })
  .refine(datesInOrder, { error: MESSAGES.dateOrder, path: ['dateTo'] });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const idParamsSchema = z.object({ id: positiveInt() });

export const statusBodySchema = z.object({
  status: z.enum(DEAL_STATUSES, { error: MESSAGES.status }),
});

export const commentBodySchema = z.object({
  comment: z
    .union([z.string(), z.null()], { error: MESSAGES.commentType })
    .optional()
    .refine((value) => value === undefined || value === null || value.length <= COMMENT_MAX, {
      error: MESSAGES.comment,
    }),
});

export const dealSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  phone: z.string(),
  project_id: z.number().nullable(),
  project_name: z.string().nullable(),
  target: z.string().nullable(),
  region: z.string().nullable(),
  source: z.string().nullable(),
  visited_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(DEAL_STATUSES),
  comment: z.string().nullable(),
  price: z.string(),
});

export const dealStatsSchema = z.object({
  new_today: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  cancelled: z.number(),
});

export const dealListSchema = z.object({
  data: z.array(dealSchema),
  total: z.number(),
  stats: dealStatsSchema,
});

// Zod schemas of the projects API (OpenAPI and request parsing). They follow
// '@lp/shared/contracts/projects'; the business rules (required targets, normal forms, minimum limit,
// regions, clashes) are checked by validate.ts so that one 422 lists every bad field at once.
import { z } from 'zod';
import { WEEKDAYS } from '@lp/shared/contracts/projects';
import { blankToUndefined, INTEGER_MESSAGE, pagingFields, sortDescField } from '../../lib/query-params.ts';
import { errorReply } from '../../plugins/errors.ts';

export const PROJECT_STATUSES = ['active', 'inactive'] as const;
export const SYNC_STATUSES = ['pending', 'synced', 'failed'] as const;
export const SORT_FIELDS = ['created_at', 'name', 'status', 'limit', 'deals_total'] as const;

export const listQuerySchema = z.object({
  ...pagingFields(),
  search: z.preprocess(blankToUndefined, z.string().max(200, 'Must be at most 200 characters').optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PROJECT_STATUSES, { error: 'The status must be one of: active, inactive.' }).optional(),
  ),
  sort_by: z.preprocess(
    blankToUndefined,
    z
      .enum(SORT_FIELDS, { error: `The sort field must be one of: ${SORT_FIELDS.join(', ')}.` })
      .default('created_at'),
  ),
  sort_desc: sortDescField(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** An array of entries or one string with one entry per line (commas and semicolons also split). */
const entriesField = z
  .union([z.array(z.string()), z.string()], { error: 'Expected a list of entries or one string.' })
  .nullish();

const WHOLE_NUMBER = INTEGER_MESSAGE;

// A number, or digits in a string (form fields); '' and null mean "not given". Range checks in validate.ts.
// Custom issues, not zod's invalid_type: the error handler reads any invalid_type as "required".
const wholeNumber = z
  .union([z.number(), z.string(), z.null()], { error: WHOLE_NUMBER })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return undefined;
    const number = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', message: WHOLE_NUMBER });
      return z.NEVER;
    }
    return number;
  });

/**
 * The fields of ProjectInput. `name` and `limit` are required, and at least one phone or domain:
 * validate.ts reports them with the spec's 'This field is required' together with the other field errors.
 */
export const projectFields = {
  name: z.string({ error: 'The value must be a string.' }).nullish().describe('required'),
  tag: z.string({ error: 'The value must be a string.' }).nullish(),
  domains: entriesField,
  phones: entriesField,
  geo: z.array(z.union([z.string(), z.number()]), { error: 'Expected a list of region codes.' }).nullish(),
  limit: wholeNumber.describe('required; at least the admin setting min_project_limit'),
  global_limit: wholeNumber,
  weekdays: z.array(z.string(), { error: 'Expected a list of weekdays.' }).nullish(),
  status: z.enum(PROJECT_STATUSES, { error: 'The status must be one of: active, inactive.' }).optional(),
  integration_id: wholeNumber,
};

export const projectInputSchema = z.object(projectFields);
export type ProjectInputBody = z.infer<typeof projectInputSchema>;

export const bulkAddSchema = z.object({
  ...projectFields,
  split_by_projects: z.boolean().optional(),
  skip_duplicates: z.boolean().optional(),
});
export type BulkAddBody = z.infer<typeof bulkAddSchema>;

export const bulkAddResultSchema = z.object({ added: z.number(), skipped: z.number(), total: z.number() });

export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  tag: z.string().nullable(),
  domains: z.array(z.string()),
  phones: z.array(z.string()),
  geo: z.array(z.string()),
  limit: z.number(),
  global_limit: z.number().nullable(),
  weekdays: z.array(z.enum(WEEKDAYS)),
  status: z.enum(PROJECT_STATUSES),
  integration_id: z.number().nullable(),
  sync_status: z.enum(SYNC_STATUSES),
  sync_error: z.string().nullable(),
  synced_at: z.string().nullable(),
  deals_today: z.number(),
  deals_total: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const projectListSchema = z.object({
  data: z.array(projectSchema),
  total: z.number(),
  totalLimit: z.number(),
  totalLimitActive: z.number(),
  totalItemsCount: z.number(),
  totalDealsCount: z.number(),
  totalDealsToday: z.number(),
});

const positiveId = z.coerce
  .number({ error: 'The id must be a positive whole number.' })
  .int({ error: 'The id must be a positive whole number.' })
  .positive({ error: 'The id must be a positive whole number.' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'The id must be a positive whole number.' });

export const idParamsSchema = z.object({ id: positiveId });

const idsField = z
  .array(z.number().int().positive(), { error: 'This field is required' })
  .min(1, { error: 'This field is required' })
  .max(10_000, { error: 'At most 10000 ids at once.' });

export const statusBodySchema = z.object({
  status: z.enum(PROJECT_STATUSES, {
    error: (issue) =>
      issue.input === undefined ? 'This field is required' : 'The status must be one of: active, inactive.',
  }),
});
export const massStatusBodySchema = z.object({ ids: idsField, status: statusBodySchema.shape.status });
export const massDeleteBodySchema = z.object({ ids: idsField });

export const updatedSchema = z.object({ updated: z.number() });
export const deletedSchema = z.object({ deleted: z.number() });
export { messageSchema } from '../../lib/validation.ts';

export const testDealResultSchema = z.object({
  id: z.number(),
  status: z.enum(['sent', 'failed']),
  integration_id: z.number().nullable(),
  created_at: z.string(),
});

export const clashSchema = z.object({
  kind: z.enum(['domain', 'phone']),
  value: z.string(),
  project_id: z.number().nullable(),
  project_name: z.string().nullable(),
});

/** 422 of create/update/bulk add: field errors, plus `clashes` when entries are taken (ProjectClashError). */
export const projectErrorSchema = errorReply.extend({ clashes: z.array(clashSchema).optional() });

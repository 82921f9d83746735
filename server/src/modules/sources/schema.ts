// Zod schemas of the sources admin API; shapes follow '@lp/shared/contracts/deals' (Source, SourceSchedule).
import { z } from 'zod';
import { MESSAGES } from '../../lib/validation.ts';

const REQUIRED = MESSAGES.required;

const requiredIssue = (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED : 'Invalid value';

// Money as a decimal string or a number; kept as a string so no float ever touches it.
const priceField = z.union([z.string(), z.number()], { error: requiredIssue }).transform((value, ctx) => {
  const text = String(value).trim().replace(',', '.');
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: REQUIRED });
    return z.NEVER;
  }
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'The price must be a number ≥ 0 with at most 2 decimals' });
    return z.NEVER;
  }
  return text;
});

const scheduleField = z
  .object({
    files_per_day: z
      .number({ error: requiredIssue })
      .int('The value must be a whole number.')
      .min(1, 'Minimum value: 1')
      .max(1000, 'Maximum value: 1000'),
    by: z.string({ error: requiredIssue }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM'),
    weekdays: z
      .array(
        z
          .number()
          .int()
          .min(1, 'Weekdays are 1 (Monday) … 7 (Sunday)')
          .max(7, 'Weekdays are 1 (Monday) … 7 (Sunday)'),
        {
          error: requiredIssue,
        },
      )
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  })
  .nullable();

const urlField = z
  .string()
  .trim()
  .max(2048, MESSAGES.url)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      return value;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.url });
      return z.NEVER;
    }
  });

const nameField = z
  .string({ error: requiredIssue })
  .trim()
  .min(1, REQUIRED)
  .max(255, 'Must be at most 255 characters');

export const sourceCreateSchema = z.object({
  name: nameField,
  kind: z.enum(['file', 'api'], { error: 'The kind must be one of: file, api.' }).default('file'),
  price: priceField,
  active: z.boolean({ error: 'The value must be true or false.' }).default(true),
  schedule: scheduleField.optional().transform((value) => value ?? null),
  registration_url: urlField,
  registration_secret: z
    .string()
    .max(500, 'Must be at most 500 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type SourceCreateInput = z.infer<typeof sourceCreateSchema>;

// An update changes only the fields it names; registration_secret: null clears it, absent keeps it.
export const sourceUpdateSchema = z.object({
  name: nameField.optional(),
  kind: z.enum(['file', 'api'], { error: 'The kind must be one of: file, api.' }).optional(),
  price: priceField.optional(),
  active: z.boolean({ error: 'The value must be true or false.' }).optional(),
  schedule: scheduleField.optional(),
  registration_url: urlField.optional(),
  registration_secret: z.string().max(500, 'Must be at most 500 characters').nullable().optional(),
});
export type SourceUpdateInput = z.infer<typeof sourceUpdateSchema>;

export const sourceSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['file', 'api']),
  price: z.string(),
  active: z.boolean(),
  schedule: z.object({ files_per_day: z.number(), by: z.string(), weekdays: z.array(z.number()) }).nullable(),
  ingest_token_prefix: z.string().nullable(),
  registration_url: z.string().nullable(),
  created_at: z.string(),
});

export const sourceWithTokenSchema = sourceSchema.extend({ ingest_token: z.string() });
export const sourceListSchema = z.object({ data: z.array(sourceSchema), total: z.number() });
export const tokenSchema = z.object({ ingest_token: z.string() });

export { notFoundIdParamsSchema as idParamsSchema } from '../../lib/validation.ts';

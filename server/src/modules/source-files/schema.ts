// Zod schemas of the source-file API; SourceFile follows '@lp/shared/contracts/deals'.
import { z } from 'zod';
import { blankToUndefined, pagingFields, positiveInt } from '../../lib/query-params.ts';
import { MESSAGES } from '../../lib/validation.ts';

export const MAX_BATCH_ROWS = 10_000;

export const sourceFileSchema = z.object({
  id: z.number(),
  source_id: z.number(),
  name: z.string(),
  format: z.enum(['csv', 'xlsx', 'json']),
  size_bytes: z.number(),
  status: z.enum(['queued', 'processing', 'processed', 'failed']),
  error: z.string().nullable(),
  rows: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  unmatched: z.number(),
  invalid: z.number(),
  held: z.number(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});

export const sourceFileListSchema = z.object({ data: z.array(sourceFileSchema), total: z.number() });

export const listFilesQuerySchema = z.object({
  source_id: z.preprocess(blankToUndefined, positiveInt().optional()),
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(['queued', 'processing', 'processed', 'failed'], {
        error: 'The status must be one of: queued, processing, processed, failed.',
      })
      .optional(),
  ),
  ...pagingFields(),
});

// Cells of a pushed row: text, or a number for phones and region codes; checked row by row later, as in a file.
const cell = z.union([z.string(), z.number()]).nullish();

export const batchRowSchema = z.object({
  phone: cell,
  target: cell,
  region: cell,
  visited_at: cell,
  external_id: cell,
  name: cell,
});

export const batchBodySchema = z.object({
  rows: z
    .array(batchRowSchema, {
      error: (issue) => (issue.input === undefined ? MESSAGES.required : 'Expected a list of rows'),
    })
    .min(1, 'The batch has no rows')
    .max(MAX_BATCH_ROWS, `At most ${MAX_BATCH_ROWS} rows per batch`),
});
export type BatchBody = z.infer<typeof batchBodySchema>;

export { notFoundIdParamsSchema as idParamsSchema } from '../../lib/validation.ts';

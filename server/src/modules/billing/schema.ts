import { z } from 'zod';
import {
  blankToUndefined,
  datesInOrder,
  INTEGER_MESSAGE,
  pagingFields,
  SORT_DESC_MESSAGE,
  sortDescField,
} from '../../lib/query-params.ts';
import { errorReply } from '../../plugins/errors.ts';
import { isYmd } from '../../lib/moscow-time.ts';

export const STATEMENT_TYPES = ['topup', 'charge', 'trial', 'call_center', 'adjustment', 'refund'] as const;
export const STATEMENT_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const SORT_FIELDS = ['created_at', 'amount', 'type', 'status'] as const;

export const MESSAGES = {
  integer: INTEGER_MESSAGE,
  status: `The status must be one of: ${STATEMENT_STATUSES.join(', ')}.`,
  sortBy: `The sort field must be one of: ${SORT_FIELDS.join(', ')}.`,
  sortDesc: SORT_DESC_MESSAGE,
  date: 'The date must be in the format YYYY-MM-DD.',
  dateOrder: 'The end date must not be before the start date.',
  amountType: 'The amount must be a number.',
  id: 'The id must be a positive whole number.',
} as const;

const ymd = z.string().refine(isYmd, { error: MESSAGES.date });

/** Filters shared by the list and the export. */
const filterFields = {
  status: z.preprocess(blankToUndefined, z.enum(STATEMENT_STATUSES, { error: MESSAGES.status }).optional()),
  dateFrom: z.preprocess(blankToUndefined, ymd.optional()),
  dateTo: z.preprocess(blankToUndefined, ymd.optional()),
  sort_by: z.preprocess(
    blankToUndefined,
    z.enum(SORT_FIELDS, { error: MESSAGES.sortBy }).default('created_at'),
  ),
  sort_desc: sortDescField(),
};

export const statementsQuerySchema = z
  .object({
    ...pagingFields(),
    ...filterFields,
  })
  .refine(datesInOrder, { error: MESSAGES.dateOrder, path: ['dateTo'] });

export const exportQuerySchema = z
  .object(filterFields)
  .refine(datesInOrder, { error: MESSAGES.dateOrder, path: ['dateTo'] });

export type StatementsQuery = z.infer<typeof statementsQuerySchema>;
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const statementItemSchema = z.object({
  id: z.number(),
  /** ISO 8601, UTC */
  date: z.string(),
  /** signed, "1500.00" */
  amount: z.string(),
  type: z.enum(STATEMENT_TYPES),
  status: z.enum(STATEMENT_STATUSES),
  company: z.object({ id: z.number(), name: z.string() }),
  description: z.string(),
});

export const statementsResponseSchema = z.object({
  data: z.array(statementItemSchema),
  total: z.number(),
  balance: z.string(),
});

/** A JSON number or a numeric string; the exact rules (decimals, minimum) are checked in the handler. */
export const amountInputSchema = z.union([z.number(), z.string()], {
  error: (issue) => (issue.input === undefined ? 'This field is required' : MESSAGES.amountType),
});

export const invoiceBodySchema = z.object({ amount: amountInputSchema });

export const statementRecordSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  type: z.enum(STATEMENT_TYPES),
  status: z.enum(STATEMENT_STATUSES),
  amount: z.string(),
  description: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const invoiceResponseSchema = z.object({
  invoice: z.object({
    id: z.number(),
    number: z.string(),
    amount: z.string(),
    created_at: z.string(),
    download_url: z.string(),
  }),
  statement: statementRecordSchema,
});

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: MESSAGES.id })
    .int({ error: MESSAGES.id })
    .positive({ error: MESSAGES.id })
    .max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.id }),
});

/** The app's one error body (message, optional field errors). */
export const messageSchema = errorReply;

/** A ledger record as the API shows it (snake_case). */
export const toStatementJson = (s: {
  id: number;
  companyId: number;
  type: (typeof STATEMENT_TYPES)[number];
  status: (typeof STATEMENT_STATUSES)[number];
  amount: string;
  description: string;
  createdAt: string;
  completedAt: string | null;
}): z.infer<typeof statementRecordSchema> => ({
  id: s.id,
  company_id: s.companyId,
  type: s.type,
  status: s.status,
  amount: s.amount,
  description: s.description,
  created_at: s.createdAt,
  completed_at: s.completedAt,
});

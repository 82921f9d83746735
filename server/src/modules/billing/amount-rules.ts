// Field messages for money inputs (the top-up form and the admin balance form show them as is).
import { Decimal } from 'decimal.js';
import { amountProblem, MAX_AMOUNT, toDecimal } from './money.ts';

export const AMOUNT_MESSAGES = {
  required: 'This field is required',
  notANumber: 'The amount must be a number.',
  decimals: 'The amount may have at most 2 decimal places.',
  positive: 'The amount must be greater than 0.',
  notZero: 'The amount must not be zero.',
  min: (min: Decimal.Value) => `Minimum value: ${new Decimal(min).toString()}`,
  max: (max: Decimal.Value) => `Maximum value: ${new Decimal(max).toString()}`,
} as const;

export type AmountCheck = { ok: true; amount: Decimal } | { ok: false; message: string };

type AmountOptions = {
  /** top-up: at least this much (the `min_topup_amount` setting) */
  min?: Decimal.Value;
  /** admin adjustments may be negative, never zero */
  allowNegative?: boolean;
};

/** One money field: a number, at most 2 decimals, non-zero, within ±10,000,000, at least `min`. */
export const checkAmount = (value: unknown, options: AmountOptions = {}): AmountCheck => {
  if (value === undefined || value === null || value === '')
    return { ok: false, message: AMOUNT_MESSAGES.required };
  const problem = amountProblem(value);
  if (problem === 'not_a_number') return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  if (problem === 'too_many_decimals') return { ok: false, message: AMOUNT_MESSAGES.decimals };
  const amount = toDecimal(value);
  if (options.allowNegative) {
    if (amount.isZero()) return { ok: false, message: AMOUNT_MESSAGES.notZero };
    if (amount.abs().gt(MAX_AMOUNT)) return { ok: false, message: AMOUNT_MESSAGES.max(MAX_AMOUNT) };
    return { ok: true, amount };
  }
  if (options.min !== undefined && amount.lt(options.min))
    return { ok: false, message: AMOUNT_MESSAGES.min(options.min) };
  if (amount.lte(0)) return { ok: false, message: AMOUNT_MESSAGES.positive };
  if (amount.gt(MAX_AMOUNT)) return { ok: false, message: AMOUNT_MESSAGES.max(MAX_AMOUNT) };
  return { ok: true, amount };
};

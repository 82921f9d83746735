import { Decimal } from 'decimal.js';

/** Roubles with kopecks as typed by a person or sent as JSON: optional minus, up to 2 decimals. */
const ANY_NUMBER_PATTERN = /^-?\d{1,20}(\.\d+)?$/;
const TWO_DECIMALS_PATTERN = /^-?\d+(\.\d{1,2})?$/;

export const MAX_AMOUNT = new Decimal('10000000');

export type AmountProblem = 'not_a_number' | 'too_many_decimals' | null;

/** Accepts a JSON number or string; never goes through a float for strings. */
export const amountText = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') return value.trim().replace(',', '.');
  return null;
};

export const amountProblem = (value: unknown): AmountProblem => {
  const text = amountText(value);
  if (text === null || !ANY_NUMBER_PATTERN.test(text)) return 'not_a_number';
  if (!TWO_DECIMALS_PATTERN.test(text)) return 'too_many_decimals';
  return null;
};

/** The exact amount of a value that passed `amountProblem`. */
export const toDecimal = (value: unknown): Decimal => new Decimal(amountText(value) ?? 'NaN');

/** "1500.00": the API's money format. */
export const formatMoney = (value: Decimal.Value): string => new Decimal(value).toFixed(2);

// The number mask (spec §5): digits with an optional sign and a fixed number of fraction digits.

export type NumberMaskOptions = {
  /** Digits allowed after the decimal separator; 0 = whole numbers only. */
  fractionDigits?: number;
  /** No minus sign. */
  unsigned?: boolean;
  /** Put between groups of three digits, e.g. ' ' → `1 000 000`; none by default. */
  thousandsSeparator?: string;
  /** Shown between the whole and the fraction part; `.` and `,` are both accepted as typed. */
  decimalSeparator?: string;
};

function groupThousands(digits: string, separator: string): string {
  if (!separator) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Masks what the user typed (or a number) as they type: stray characters go, leading zeros go,
 * the fraction is cut to `fractionDigits`. A trailing separator ("12.") and a lone "-" stay, so that
 * the user can go on typing.
 */
export function formatNumberMask(
  value: string | number | null | undefined,
  options: NumberMaskOptions = {},
): string {
  const { fractionDigits = 0, unsigned = false, thousandsSeparator = '', decimalSeparator = '.' } = options;
  if (value == null) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (thousandsSeparator) text = text.split(thousandsSeparator).join('');
  const negative = !unsigned && text.trimStart().startsWith('-');
  // The first `.`, `,` or configured separator is the decimal point; any later ones are dropped.
  const points = new Set(['.', ',', decimalSeparator].filter((char) => char && char !== thousandsSeparator));
  const pointAt = fractionDigits > 0 ? text.split('').findIndex((char) => points.has(char)) : -1;
  const hasPoint = pointAt >= 0;
  const wholeText = hasPoint ? text.slice(0, pointAt) : text;
  const fractionText = hasPoint ? text.slice(pointAt + 1) : '';
  let whole = wholeText.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const fraction = fractionText.replace(/\D/g, '').slice(0, fractionDigits);
  if (hasPoint && whole === '') whole = '0';
  let out = groupThousands(whole, thousandsSeparator);
  if (hasPoint) out += decimalSeparator + fraction;
  return negative ? `-${out}` : out;
}

/** The number a masked string stands for; null when it holds no digits. */
export function parseNumberMask(
  value: string | null | undefined,
  options: NumberMaskOptions = {},
): number | null {
  const masked = formatNumberMask(value ?? '', options);
  const { thousandsSeparator = '', decimalSeparator = '.' } = options;
  let plain = thousandsSeparator ? masked.split(thousandsSeparator).join('') : masked;
  if (decimalSeparator !== '.') plain = plain.replace(decimalSeparator, '.');
  if (!/\d/.test(plain)) return null;
  const number = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  return Number.isFinite(number) ? number : null;
}

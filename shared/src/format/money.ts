// Money arrives as exact decimal strings ("1234.50"). Intl formats the string itself, so no value ever
// passes through a float; the sign and zero checks are done on the text.
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

export type AmountTone = 'positive' | 'negative' | 'zero';

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value.trim());
}

export function amountTone(amount: string): AmountTone {
  const text = amount.trim();
  if (!isDecimal(text) || /^[-+]?[0.]+$/.test(text)) return 'zero';
  return text.startsWith('-') ? 'negative' : 'positive';
}

export function intlLocale(language: string): string {
  return language === 'en' ? 'en-US' : 'ru-RU';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string, signed: boolean): Intl.NumberFormat {
  const key = `${language}:${signed}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** "1234.50" → "1 234,50 ₽" (ru) / "RUB 1,234.50" (en, as the shell header shows it); `signed` adds "+". */
export function formatMoney(amount: string, language: string, options: { signed?: boolean } = {}): string {
  const text = amount.trim();
  if (!isDecimal(text)) return '—';
  return formatter(language, options.signed ?? false).format(text as Intl.StringNumericLiteral);
}

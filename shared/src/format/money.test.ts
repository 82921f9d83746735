import { describe, expect, it } from 'vitest';
import { amountTone, formatMoney } from './money.ts';

// Intl separates thousands with a (narrow) no-break space in Russian; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats roubles for each language', () => {
    expect(plain(formatMoney('1234.5', 'ru'))).toBe('1 234,50 ₽');
    expect(plain(formatMoney('1234.5', 'en'))).toBe('RUB 1,234.50');
  });

  it('keeps every digit of large amounts (no float on the way)', () => {
    expect(plain(formatMoney('12345678901234567.89', 'en'))).toBe('RUB 12,345,678,901,234,567.89');
    expect(plain(formatMoney('0.10', 'en'))).toBe('RUB 0.10');
  });

  it('signs ledger amounts when asked', () => {
    expect(plain(formatMoney('1500.00', 'ru', { signed: true }))).toBe('+1 500,00 ₽');
    expect(plain(formatMoney('-20.50', 'en', { signed: true }))).toBe('-RUB 20.50');
    expect(plain(formatMoney('0.00', 'en', { signed: true }))).toBe('RUB 0.00');
  });

  it('does not invent a number from garbage', () => {
    expect(formatMoney('', 'ru')).toBe('—');
    expect(formatMoney('12,5', 'ru')).toBe('—');
    expect(formatMoney('NaN', 'en')).toBe('—');
  });
});

describe('amountTone', () => {
  it('reads the sign from the text', () => {
    expect(amountTone('100.00')).toBe('positive');
    expect(amountTone('-0.01')).toBe('negative');
    expect(amountTone('0.00')).toBe('zero');
    expect(amountTone('-0.00')).toBe('zero');
    expect(amountTone('oops')).toBe('zero');
  });
});

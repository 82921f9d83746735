import { describe, expect, it } from 'vitest';
import { formatNumberMask, parseNumberMask } from './number-mask.ts';

describe('formatNumberMask', () => {
  it('keeps digits only for an unsigned whole number', () => {
    const options = { fractionDigits: 0, unsigned: true };
    expect(formatNumberMask('12a3', options)).toBe('123');
    expect(formatNumberMask('-15', options)).toBe('15');
    expect(formatNumberMask('1 000', options)).toBe('1000');
    expect(formatNumberMask('', options)).toBe('');
  });

  it('drops leading zeros but keeps a single zero', () => {
    expect(formatNumberMask('007')).toBe('7');
    expect(formatNumberMask('0')).toBe('0');
    expect(formatNumberMask('000')).toBe('0');
  });

  it('allows a sign unless unsigned', () => {
    expect(formatNumberMask('-12')).toBe('-12');
    expect(formatNumberMask('-')).toBe('-');
    expect(formatNumberMask('1-2')).toBe('12');
    expect(formatNumberMask('-12', { unsigned: true })).toBe('12');
  });

  it('cuts the fraction to its digits and accepts a comma or a dot', () => {
    const options = { fractionDigits: 2 };
    expect(formatNumberMask('12.345', options)).toBe('12.34');
    expect(formatNumberMask('12,3', options)).toBe('12.3');
    expect(formatNumberMask('1.2.3', options)).toBe('1.23');
    expect(formatNumberMask('.5', options)).toBe('0.5');
  });

  it('keeps a trailing separator while the user types', () => {
    expect(formatNumberMask('12.', { fractionDigits: 2 })).toBe('12.');
    expect(formatNumberMask('12.', { fractionDigits: 0 })).toBe('12');
  });

  it('groups thousands and uses the configured decimal separator', () => {
    const options = { fractionDigits: 2, thousandsSeparator: ' ', decimalSeparator: ',' };
    expect(formatNumberMask('1234567,891', options)).toBe('1 234 567,89');
    expect(formatNumberMask('1 234 5', options)).toBe('12 345');
    expect(formatNumberMask('-1000', options)).toBe('-1 000');
    expect(formatNumberMask('1000', { thousandsSeparator: ',', fractionDigits: 2 })).toBe('1,000');
    expect(formatNumberMask('1,000.5', { thousandsSeparator: ',', fractionDigits: 2 })).toBe('1,000.5');
  });

  it('formats numbers and nothing for null', () => {
    expect(formatNumberMask(1500, { thousandsSeparator: ' ' })).toBe('1 500');
    expect(formatNumberMask(2.5, { fractionDigits: 1 })).toBe('2.5');
    expect(formatNumberMask(null)).toBe('');
    expect(formatNumberMask(undefined)).toBe('');
    expect(formatNumberMask(Number.NaN)).toBe('');
  });
});

describe('parseNumberMask', () => {
  it('reads the number back', () => {
    expect(
      parseNumberMask('1 234,5', { fractionDigits: 2, thousandsSeparator: ' ', decimalSeparator: ',' }),
    ).toBe(1234.5);
    expect(parseNumberMask('42', { unsigned: true })).toBe(42);
    expect(parseNumberMask('-7')).toBe(-7);
    expect(parseNumberMask('12.', { fractionDigits: 2 })).toBe(12);
  });

  it('is null when there are no digits', () => {
    expect(parseNumberMask('')).toBeNull();
    expect(parseNumberMask('-')).toBeNull();
    expect(parseNumberMask(null)).toBeNull();
    expect(parseNumberMask('abc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone, isValidEmail, isValidUrl, normalizeDomain, normalizePhone } from './normalize.ts';

describe('normalizePhone', () => {
  it.each([
    ['79161234567', '79161234567'],
    ['+7 (916) 123-45-67', '79161234567'],
    ['8 916 123 45 67', '79161234567'],
    ['8(916)1234567', '79161234567'],
    [' +7 916 123-45-67 ', '79161234567'],
    ['+79161234567', '79161234567'],
    ['7 (916) 123 45 67', '79161234567'],
    ['8-916-123-45-67', '79161234567'],
  ])('accepts %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '+1 916 123 45 67',
    '+8 916 123 45 67',
    '7916123456',
    '7916123456a',
    '69161234567',
    '791612345678',
    '+7 916 123 45 67 ext 1',
    '8 916 123 45 67, 8 916 765 43 21',
  ])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('normalizeDomain', () => {
  it.each([
    ['Example.com', 'example.com'],
    ['https://www.example.com:8080/path?q=1', 'example.com'],
    ['shop.example.com.', 'shop.example.com'],
    ['пример.рф', 'пример.рф'],
    ['http://ПРИМЕР.РФ/', 'пример.рф'],
    ['xn--e1afmkfd.xn--p1ai', 'пример.рф'],
    ['https://www.XN--E1AFMKFD.XN--P1AI:443/catalog', 'пример.рф'],
    ['магазин.пример.рф.', 'магазин.пример.рф'],
    ['WWW.Example.COM', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['//example.com/path', 'example.com'],
    ['https://user:secret@example.com/', 'example.com'],
    ['shop-1.example.co.uk#top', 'shop-1.example.co.uk'],
  ])('normalises %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    'exa mple.com',
    '-bad.com',
    '127.0.0.1',
    'http://',
    'xn--.com',
    'xn--a-ecp.ru-',
    'a..b',
  ])('rejects %s', (input) => {
    expect(normalizeDomain(input)).toBeNull();
    expect(isValidUrl(input)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses and rejects the rest', () => {
    expect(isValidEmail('owner@example.com')).toBe(true);
    expect(isValidEmail(' owner@пример.рф ')).toBe(true);
    expect(isValidEmail('owner@example')).toBe(false);
    expect(isValidEmail('owner example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('formats a valid phone and leaves anything else alone', () => {
    expect(formatPhone('89161234567')).toBe('+7 916 123-45-67');
    expect(formatPhone('12')).toBe('12');
  });
});

import { describe, expect, it } from 'vitest';
import { parseTargets, splitEntries } from './targets.ts';

describe('splitEntries', () => {
  it('splits one string or array items on newlines, commas and semicolons, trimming and dropping blanks', () => {
    expect(splitEntries('a.ru\r\n b.ru ,c.ru;;\n\n')).toEqual(['a.ru', 'b.ru', 'c.ru']);
    expect(splitEntries(['a.ru\nb.ru', '  ', 'c.ru'])).toEqual(['a.ru', 'b.ru', 'c.ru']);
    expect(splitEntries(undefined)).toEqual([]);
    expect(splitEntries(null)).toEqual([]);
  });
});

describe('parseTargets', () => {
  it('normalises, drops repeats (keeping the first index) and reports bad entries by index', () => {
    const phones = parseTargets('phone', '+7 (916) 123-45-67\n8 916 123 45 67\nbad\n79161234568');
    expect(phones.targets).toEqual([
      { value: '79161234567', index: 0 },
      { value: '79161234568', index: 3 },
    ]);
    expect(phones.errors).toEqual({ 'phones.2': ['Invalid phone number'] });
    expect(phones.submitted).toBe(4);

    const domains = parseTargets('domain', [
      'https://www.пример.рф/page',
      'xn--e1afmkfd.xn--p1ai',
      'EXAMPLE.com:443',
      'not a host',
    ]);
    expect(domains.targets.map((t) => t.value)).toEqual(['пример.рф', 'example.com']);
    expect(domains.errors).toEqual({ 'domains.3': ['Invalid URL format'] });
  });
});

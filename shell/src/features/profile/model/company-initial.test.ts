import { describe, expect, it } from 'vitest';
import { companyInitial } from './company-initial.ts';

describe('companyInitial', () => {
  it('skips the legal form and the quotes', () => {
    expect(companyInitial('ООО «Ромашка»')).toBe('Р');
    expect(companyInitial('ИП Иванов')).toBe('И');
    expect(companyInitial('acme')).toBe('A');
    expect(companyInitial('')).toBe('?');
  });
});

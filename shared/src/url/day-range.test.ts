import { describe, expect, it } from 'vitest';
import { dayRangeFromSearch, parseDay } from './day-range.ts';

describe('days in the query string', () => {
  it('validates calendar days', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-1-5')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('puts a reversed range the right way round and drops invalid days', () => {
    const range = (query: string) => dayRangeFromSearch(new URLSearchParams(query));
    expect(range('dateFrom=2026-03-09&dateTo=2026-03-01')).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-09',
    });
    expect(range('dateFrom=2026-02-30&dateTo=2026-03-01')).toEqual({ dateFrom: null, dateTo: '2026-03-01' });
  });
});

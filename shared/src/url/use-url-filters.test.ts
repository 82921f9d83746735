import { describe, expect, it } from 'vitest';
import { applyFiltersPatch } from './use-url-filters.ts';

describe('filter changes', () => {
  it('go back to page 1 unless the page itself changes', () => {
    const onPage3 = { page: 3, perPage: 25, status: null as string | null };
    expect(applyFiltersPatch(onPage3, { status: 'pending' })).toEqual({
      ...onPage3,
      status: 'pending',
      page: 1,
    });
    expect(applyFiltersPatch(onPage3, { perPage: 50 }).page).toBe(1);
    expect(applyFiltersPatch(onPage3, { page: 4 }).page).toBe(4);
  });
});

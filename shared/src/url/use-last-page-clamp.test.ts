import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLastPageClamp } from './use-last-page-clamp.ts';

const page = (rows: number, total: number) => ({ data: Array.from({ length: rows }), total });

describe('useLastPageClamp', () => {
  it('asks for the last page when a settled fetch past the end has no rows', () => {
    const onPage = vi.fn();
    renderHook(() => useLastPageClamp(page(0, 60), false, { page: 9, perPage: 25 }, onPage));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('leaves a page with rows, a fetch in flight and an empty list alone', () => {
    const onPage = vi.fn();
    renderHook(() => useLastPageClamp(page(10, 60), false, { page: 3, perPage: 25 }, onPage));
    renderHook(() => useLastPageClamp(page(0, 60), true, { page: 9, perPage: 25 }, onPage));
    renderHook(() => useLastPageClamp(page(0, 0), false, { page: 1, perPage: 25 }, onPage));
    expect(onPage).not.toHaveBeenCalled();
  });
});

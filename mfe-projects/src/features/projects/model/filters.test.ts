import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, toListQuery } from './filters.ts';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('project filters in the URL', () => {
  it('reads the defaults from a plain address and writes nothing back', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const query = 'search=okna&status=inactive&page=3&per_page=50&sort_by=deals_total&sort_desc=false';
    expect(filtersToSearch(parse(query)).toString()).toBe(query);
  });

  it('ignores garbage from a hand-edited URL', () => {
    expect(parse('page=-2&per_page=7&status=deleted&sort_by=password&sort_desc=maybe')).toEqual(
      DEFAULT_FILTERS,
    );
    expect(parse('page=1.5').page).toBe(1);
  });

  it('trims the search', () => {
    expect(parse('search=%20okna%20').search).toBe('okna');
  });

  it('asks the API with its parameter names, leaving out empty filters', () => {
    expect(toListQuery(DEFAULT_FILTERS)).toEqual({
      page: 1,
      per_page: 25,
      sort_by: 'created_at',
      sort_desc: true,
    });
    expect(toListQuery({ ...DEFAULT_FILTERS, search: 'x', status: 'active' })).toMatchObject({
      search: 'x',
      status: 'active',
    });
  });
});

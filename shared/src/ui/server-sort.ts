import type { TableProps } from 'antd';

export type ServerSort<Field extends string> = { sortBy: Field; sortDesc: boolean };

/**
 * A Table `onChange` for server-side sorting: antd only reports the clicked column and the caller
 * keeps it (in the URL); a cleared sort, or a column that is not one of `fields`, goes back to
 * the sort of `fallback` (e.g. the screen's default filters; only its sort is taken). Paging and filtering of the Table itself are not used, so other changes are ignored.
 */
export function serverSortChange<Row, Field extends string>(
  fields: readonly Field[],
  fallback: ServerSort<Field>,
  onSort: (sort: ServerSort<Field>) => void,
): NonNullable<TableProps<Row>['onChange']> {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey;
    if (single?.order && (fields as readonly unknown[]).includes(field)) {
      onSort({ sortBy: field as Field, sortDesc: single.order === 'descend' });
    } else {
      onSort({ sortBy: fallback.sortBy, sortDesc: fallback.sortDesc });
    }
  };
}

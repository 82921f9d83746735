import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@lp/shared/contracts';
import { Flex, Typography } from '@lp/shared/ui';
import { Pagination, Select, Table, type TableProps } from '@lp/shared/ui-data';
import {
  PAGE_SIZES,
  SORT_FIELDS,
  type FiltersPatch,
  type PageSize,
  type ProjectFilters,
} from '../model/filters.ts';
import { projectColumns } from './project-columns.tsx';

type ProjectsTableProps = {
  rows: Project[];
  total: number;
  loading: boolean;
  filters: ProjectFilters;
  onChange: (patch: FiltersPatch) => void;
  onEdit: (project: Project) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  empty: ReactNode;
};

type TableChange = NonNullable<TableProps<Project>['onChange']>;

const isSortField = (value: unknown): value is ProjectFilters['sortBy'] =>
  (SORT_FIELDS as readonly unknown[]).includes(value);

const rowProps = (project: Project) =>
  ({ 'data-testid': `project-row-${project.id}` }) as HTMLAttributes<HTMLElement>;

export function ProjectsTable(props: ProjectsTableProps) {
  const { rows, total, loading, filters, onChange, onEdit, selected, onSelect, empty } = props;
  const { t, i18n } = useTranslation('projects');
  const { sortBy, sortDesc } = filters;
  // i18n.language is what changes the texts; `t` may keep its identity across a language switch.
  const columns = useMemo(
    () => projectColumns({ t, sortBy, sortDesc, onEdit }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, sortBy, sortDesc, onEdit],
  );

  const handleTableChange: TableChange = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (single?.order && isSortField(single.columnKey)) {
      onChange({ sortBy: single.columnKey, sortDesc: single.order === 'descend' });
    } else {
      onChange({ sortBy: 'created_at', sortDesc: true });
    }
  };

  const rowSelection = useMemo(
    () => ({
      selectedRowKeys: selected,
      onChange: (keys: Key[]) => onSelect(keys.map(Number)),
      preserveSelectedRowKeys: false,
    }),
    [selected, onSelect],
  );

  return (
    <Flex vertical gap={16}>
      <Table<Project>
        data-testid="projects-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1500 }}
        rowSelection={rowSelection}
        onChange={handleTableChange}
        onRow={rowProps}
        locale={{ emptyText: empty }}
      />
      <Flex wrap gap={12} align="center" justify="space-between" data-testid="projects-footer">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('table.itemsPerPage')}</Typography.Text>
          <Select<PageSize>
            data-testid="projects-page-size"
            aria-label={t('table.itemsPerPage')}
            size="small"
            value={filters.perPage}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            onChange={(perPage) => onChange({ perPage })}
            style={{ width: 80 }}
          />
        </Flex>
        <Pagination
          data-testid="projects-pagination"
          size="small"
          current={filters.page}
          pageSize={filters.perPage}
          total={total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => onChange({ page })}
        />
      </Flex>
    </Flex>
  );
}

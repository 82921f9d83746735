import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@lp/shared/contracts';
import { Flex } from '@lp/shared/ui';
import { Table, TableFooter, serverSortChange } from '@lp/shared/ui-data';
import {
  DEFAULT_FILTERS,
  PAGE_SIZES,
  SORT_FIELDS,
  type FiltersPatch,
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
        onChange={serverSortChange(SORT_FIELDS, DEFAULT_FILTERS, onChange)}
        onRow={rowProps}
        locale={{ emptyText: empty }}
      />
      <TableFooter
        testId="projects"
        page={filters.page}
        perPage={filters.perPage}
        pageSizes={PAGE_SIZES}
        total={total}
        onChange={onChange}
      />
    </Flex>
  );
}

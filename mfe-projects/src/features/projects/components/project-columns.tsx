import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { Project, ProjectSortBy, Weekday } from '@lp/shared/contracts';
import { formatPhone } from '@lp/shared';
import { Typography } from '@lp/shared/ui';
import { Tag, type TableProps } from '@lp/shared/ui-data';
import { sortWeekdays } from '../../../common/model/weekdays.ts';
import type { ProjectFilters } from '../model/filters.ts';
import { RegionsCell } from './regions-cell.tsx';
import { RowActions } from './row-actions.tsx';
import { StatusSwitch } from './status-switch.tsx';
import { SyncStatusTag } from '../../../common/components/sync-status-tag.tsx';

type SortOrder = 'ascend' | 'descend' | null;

type ColumnsOptions = {
  t: TFunction;
  sortBy: ProjectFilters['sortBy'];
  sortDesc: boolean;
  onEdit: (project: Project) => void;
};

const lines = (values: string[]) =>
  values.length === 0 ? '—' : values.map((value) => <div key={value}>{value}</div>);

/** The table's columns; built once per language/sort change, not per render (500 rows stay cheap). */
export function projectColumns({
  t,
  sortBy,
  sortDesc,
  onEdit,
}: ColumnsOptions): TableProps<Project>['columns'] {
  // Sorting is server-side: antd reports the clicked column and the page puts it into the URL.
  const sortable = (field: ProjectSortBy) => ({
    key: field,
    sorter: true,
    sortOrder: (sortBy === field ? (sortDesc ? 'descend' : 'ascend') : null) as SortOrder,
    sortDirections: ['descend', 'ascend'] as SortOrder[],
  });
  const weekdays = (days: Weekday[]) =>
    days.length === 0 || days.length === 7
      ? t('table.everyDay')
      : sortWeekdays(days)
          .map((day) => t(`weekdays.short.${day}`))
          .join(', ');

  return [
    {
      ...sortable('name'),
      title: t('table.name'),
      dataIndex: 'name',
      width: 200,
      render: (_value: string, project: Project) => (
        <>
          <Typography.Text strong>{project.name}</Typography.Text>
          {project.tag && <Tag style={{ marginInlineStart: 6 }}>{project.tag}</Tag>}
        </>
      ),
    },
    { key: 'domains', title: t('table.domains'), dataIndex: 'domains', width: 180, render: lines },
    {
      key: 'phones',
      title: t('table.phones'),
      dataIndex: 'phones',
      width: 170,
      render: (phones: string[]) => lines(phones.map(formatPhone)),
    },
    {
      key: 'geo',
      title: t('table.regions'),
      dataIndex: 'geo',
      width: 200,
      render: (codes: string[]) => <RegionsCell codes={codes} />,
    },
    {
      ...sortable('limit'),
      title: t('table.limits'),
      dataIndex: 'limit',
      width: 110,
      render: (limit: number, project: Project) =>
        t('table.limitsValue', { limit, global: project.global_limit ?? t('table.noGlobalLimit') }),
    },
    { key: 'weekdays', title: t('table.weekdays'), dataIndex: 'weekdays', width: 140, render: weekdays },
    {
      ...sortable('status'),
      title: t('table.status'),
      dataIndex: 'status',
      width: 90,
      render: (_value: string, project: Project) => <StatusSwitch id={project.id} status={project.status} />,
    },
    {
      key: 'sync',
      title: t('table.sync'),
      dataIndex: 'sync_status',
      width: 150,
      render: (_value: string, project: Project) => (
        <SyncStatusTag id={project.id} status={project.sync_status} error={project.sync_error} />
      ),
    },
    {
      ...sortable('deals_total'),
      title: t('table.deals'),
      dataIndex: 'deals_total',
      width: 110,
      render: (total: number, project: Project) => `${project.deals_today} / ${total}`,
    },
    {
      ...sortable('created_at'),
      title: t('table.created'),
      dataIndex: 'created_at',
      width: 150,
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{dayjs(value).format('D MMM YYYY, HH:mm')}</span>
      ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      width: 130,
      fixed: 'right',
      render: (_value: unknown, project: Project) => <RowActions project={project} onEdit={onEdit} />,
    },
  ];
}

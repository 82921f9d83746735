import type { TFunction } from 'i18next';
import { formatBusinessDateTime, formatMoney, formatPhone } from '@lp/shared';
import type { Deal, DealSortBy } from '@lp/shared/contracts/deals';
import { regionName } from '@lp/shared/regions';
import type { TableProps } from '@lp/shared/ui-data';
import type { DealFilters } from '../model/filters.ts';
import { CommentCell } from './comment-cell.tsx';
import { StatusCell } from './status-cell.tsx';

type SortOrder = 'ascend' | 'descend' | null;

const dash = (value: string | null) => value || '—';

/** The table's columns; sorting is server-side, so each sortable column reflects the URL's sort. */
export function dealColumns(
  t: TFunction,
  language: string,
  filters: DealFilters,
): TableProps<Deal>['columns'] {
  const sortable = (field: DealSortBy) => ({
    key: field,
    sorter: true,
    sortOrder: (filters.sortBy === field ? (filters.sortDesc ? 'descend' : 'ascend') : null) as SortOrder,
    sortDirections: ['descend', 'ascend'] as SortOrder[],
  });
  return [
    { key: 'id', title: t('table.id'), dataIndex: 'id', width: 80 },
    {
      ...sortable('created_at'),
      title: t('table.created'),
      dataIndex: 'created_at',
      width: 140,
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatBusinessDateTime(value, language, 'short')}</span>
      ),
    },
    {
      ...sortable('name'),
      title: t('table.name'),
      dataIndex: 'name',
      width: 160,
      ellipsis: true,
      render: dash,
    },
    {
      ...sortable('phone'),
      title: t('table.phone'),
      dataIndex: 'phone',
      width: 160,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(value)}</span>,
    },
    {
      key: 'project',
      title: t('table.project'),
      dataIndex: 'project_name',
      width: 160,
      ellipsis: true,
      render: dash,
    },
    {
      key: 'target',
      title: t('table.target'),
      dataIndex: 'target',
      width: 150,
      ellipsis: true,
      render: dash,
    },
    {
      key: 'region',
      title: t('table.region'),
      dataIndex: 'region',
      width: 150,
      ellipsis: true,
      render: (value: string | null) => (value ? regionName(value, language) : '—'),
    },
    {
      key: 'source',
      title: t('table.source'),
      dataIndex: 'source',
      width: 130,
      ellipsis: true,
      render: dash,
    },
    {
      ...sortable('status'),
      title: t('table.status'),
      dataIndex: 'status',
      width: 150,
      render: (_value: string, deal: Deal) => <StatusCell id={deal.id} status={deal.status} />,
    },
    {
      key: 'comment',
      title: t('table.comment'),
      dataIndex: 'comment',
      width: 240,
      render: (_value: string | null, deal: Deal) => <CommentCell id={deal.id} comment={deal.comment} />,
    },
    {
      key: 'price',
      title: t('table.price'),
      dataIndex: 'price',
      align: 'right',
      width: 110,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value, language)}</span>,
    },
  ];
}

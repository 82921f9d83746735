import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@lp/shared/ui';
import { Empty, Table, TableFooter, serverSortChange, Tag, type TableProps } from '@lp/shared/ui-data';
import { DEFAULT_FILTERS, type FiltersPatch } from '../model/query-params.ts';
import { amountTone, formatBusinessDateTime, formatMoney } from '@lp/shared';
import {
  PAGE_SIZES,
  SORT_FIELDS,
  type SortField,
  type StatementFilters,
  type StatementRow,
  type StatementStatus,
  type StatementType,
} from '../model/types.ts';

const TYPE_COLORS: Record<StatementType, string> = {
  topup: 'green',
  charge: 'volcano',
  trial: 'purple',
  call_center: 'cyan',
  adjustment: 'geekblue',
  refund: 'magenta',
};

const STATUS_COLORS: Record<StatementStatus, string> = {
  pending: 'gold',
  completed: 'success',
  cancelled: 'default',
};

const AMOUNT_TEXT_TYPE = { positive: 'success', negative: 'danger', zero: 'secondary' } as const;

type StatementTableProps = {
  rows: StatementRow[];
  total: number;
  loading: boolean;
  filters: StatementFilters;
  onChange: (patch: FiltersPatch) => void;
  filtered: boolean;
};

type SortOrder = 'ascend' | 'descend' | null;

export function StatementTable({ rows, total, loading, filters, onChange, filtered }: StatementTableProps) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;

  const sortOrderOf = (field: SortField): SortOrder =>
    filters.sortBy === field ? (filters.sortDesc ? 'descend' : 'ascend') : null;

  // Sorting is server-side: antd only reports the clicked column and we put it into the URL.
  const sortable = (field: SortField) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    sortDirections: ['descend', 'ascend'] as SortOrder[],
  });

  const columns: TableProps<StatementRow>['columns'] = [
    {
      ...sortable('created_at'),
      title: t('table.date'),
      dataIndex: 'date',
      width: 170,
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatBusinessDateTime(value, language)}</span>
      ),
    },
    {
      ...sortable('amount'),
      title: t('table.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      render: (value: string) => (
        <Typography.Text strong type={AMOUNT_TEXT_TYPE[amountTone(value)]} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(value, language, { signed: true })}
        </Typography.Text>
      ),
    },
    {
      ...sortable('type'),
      title: t('table.type'),
      dataIndex: 'type',
      width: 150,
      render: (value: StatementType) => (
        <Tag color={TYPE_COLORS[value]}>{t(`types.${value}`, { defaultValue: value })}</Tag>
      ),
    },
    {
      ...sortable('status'),
      title: t('table.status'),
      dataIndex: 'status',
      width: 120,
      render: (value: StatementStatus) => (
        <Tag color={STATUS_COLORS[value]}>{t(`statuses.${value}`, { defaultValue: value })}</Tag>
      ),
    },
    {
      key: 'company',
      title: t('table.company'),
      dataIndex: ['company', 'name'],
      width: 180,
      ellipsis: true,
      render: (value: string | undefined) => value ?? '—',
    },
    {
      key: 'description',
      title: t('table.description'),
      dataIndex: 'description',
      ellipsis: { showTitle: true },
      render: (value: string | null) => value || '—',
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Table<StatementRow>
        data-testid="statement-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1000 }}
        onChange={serverSortChange(SORT_FIELDS, DEFAULT_FILTERS, onChange)}
        onRow={() => ({ 'data-testid': 'statement-row' }) as HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                filtered ? (
                  t('table.emptyFiltered')
                ) : (
                  <Flex vertical gap={4}>
                    <span>{t('table.empty')}</span>
                    <Typography.Text type="secondary">{t('table.emptyHint')}</Typography.Text>
                  </Flex>
                )
              }
            />
          ),
        }}
      />
      <TableFooter
        testId="statement"
        page={filters.page}
        perPage={filters.perPage}
        pageSizes={PAGE_SIZES}
        total={total}
        onChange={onChange}
        showRange
      />
    </Flex>
  );
}

import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@lp/shared';
import type { Deal, DealSortBy } from '@lp/shared/contracts/deals';
import { Flex, Typography } from '@lp/shared/ui';
import { Empty, Pagination, Select, Table, type TableProps } from '@lp/shared/ui-data';
import {
  PAGE_SIZES,
  SORT_FIELDS,
  type DealFilters,
  type FiltersPatch,
  type PageSize,
} from '../model/filters.ts';
import { dealColumns } from './deal-columns.tsx';

type DealsTableProps = {
  rows: Deal[];
  total: number;
  loading: boolean;
  filters: DealFilters;
  filtered: boolean;
  onChange: (patch: FiltersPatch) => void;
};

type TableChange = NonNullable<TableProps<Deal>['onChange']>;

const isSortField = (value: unknown): value is DealSortBy =>
  (SORT_FIELDS as readonly unknown[]).includes(value);

export function DealsTable({ rows, total, loading, filters, filtered, onChange }: DealsTableProps) {
  const { t, i18n } = useTranslation('deals');
  const language = i18n.language;

  // Sorting is server-side: antd only reports the clicked column and it goes into the URL.
  const handleTableChange: TableChange = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    if (single?.order && isSortField(single.columnKey)) {
      onChange({ sortBy: single.columnKey, sortDesc: single.order === 'descend' });
    } else {
      onChange({ sortBy: 'created_at', sortDesc: true });
    }
  };

  const count = new Intl.NumberFormat(intlLocale(language));
  const from = total === 0 ? 0 : (filters.page - 1) * filters.perPage + 1;
  const to = Math.min(filters.page * filters.perPage, total);

  return (
    <Flex vertical gap={16}>
      <Table<Deal>
        data-testid="deals-table"
        rowKey="id"
        size="middle"
        columns={dealColumns(t, language, filters)}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 1700 }}
        onChange={handleTableChange}
        onRow={(deal) => ({ 'data-testid': `deal-row-${deal.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('table.emptyFiltered') : t('table.empty')}
            />
          ),
        }}
      />
      <Flex wrap gap={12} align="center" justify="space-between" data-testid="deals-footer">
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('common:table.itemsPerPage')}</Typography.Text>
          <Select<PageSize>
            data-testid="deals-page-size"
            aria-label={t('common:table.itemsPerPage')}
            size="small"
            value={filters.perPage}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            onChange={(perPage) => onChange({ perPage })}
            style={{ width: 80 }}
          />
          <Typography.Text type="secondary" data-testid="deals-range">
            {t('table.range', { from: count.format(from), to: count.format(to), total: count.format(total) })}
          </Typography.Text>
        </Flex>
        <Pagination
          data-testid="deals-pagination"
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

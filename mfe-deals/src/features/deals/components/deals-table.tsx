import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '@lp/shared/contracts/deals';
import { Flex } from '@lp/shared/ui';
import { Empty, Table, TableFooter, serverSortChange } from '@lp/shared/ui-data';
import {
  DEFAULT_FILTERS,
  PAGE_SIZES,
  SORT_FIELDS,
  type DealFilters,
  type FiltersPatch,
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

export function DealsTable({ rows, total, loading, filters, filtered, onChange }: DealsTableProps) {
  const { t, i18n } = useTranslation('deals');
  const language = i18n.language;

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
        onChange={serverSortChange(SORT_FIELDS, DEFAULT_FILTERS, onChange)}
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
      <TableFooter
        testId="deals"
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

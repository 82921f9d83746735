import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { moscowToday, useLastPageClamp, useUrlFilters } from '@lp/shared';
import { Alert, Button, Card, Flex, Typography } from '@lp/shared/ui';
import { useListDealsQuery } from '../api/deals-api.ts';
import { DealsTable } from '../components/deals-table.tsx';
import { DealsToolbar } from '../components/deals-toolbar.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { filtersFromSearch, filtersToSearch, hasActiveFilters, toListQuery } from '../model/filters.ts';
import { activeGroup, groupFilter, type StatGroup } from '../model/stat-groups.ts';
import { useDealsLive } from '../model/use-deals-live.ts';

export function DealsPage() {
  const { t } = useTranslation('deals');
  const [filters, updateFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const { data, isFetching, isError, refetch } = useListDealsQuery(toListQuery(filters));
  useDealsLive();
  const today = moscowToday();

  const handleClampPage = useCallback((page: number) => updateFilters({ page }), [updateFilters]);
  useLastPageClamp(data, isFetching, filters, handleClampPage);

  const selectGroup = (group: StatGroup | null) =>
    updateFilters(group ? groupFilter(group, today) : { status: null, dateFrom: null, dateTo: null });

  return (
    <Flex vertical gap={16} data-testid="deals-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <StatCards
        stats={data?.stats}
        loading={isFetching}
        active={activeGroup(filters, today)}
        onSelect={selectGroup}
      />
      <Card>
        <Flex vertical gap={16}>
          <DealsToolbar filters={filters} onChange={updateFilters} />
          {isError && !isFetching && (
            <Alert
              type="error"
              showIcon
              title={t('table.loadError')}
              data-testid="deals-load-error"
              action={
                <Button size="small" onClick={() => void refetch()} data-testid="deals-retry">
                  {t('table.retry')}
                </Button>
              }
            />
          )}
          <DealsTable
            rows={isError ? [] : (data?.data ?? [])}
            total={isError ? 0 : (data?.total ?? 0)}
            loading={isFetching}
            filters={filters}
            filtered={hasActiveFilters(filters)}
            onChange={updateFilters}
          />
        </Flex>
      </Card>
    </Flex>
  );
}

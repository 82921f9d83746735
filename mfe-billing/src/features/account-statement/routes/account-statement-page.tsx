import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPageClamp, useUrlFilters } from '@lp/shared';
import { Alert, Button, Card, Col, Flex, Row } from '@lp/shared/ui';
import { useListAccountStatementsQuery } from '../api/billing-api.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { ExportCard } from '../components/export-card.tsx';
import { StatementFiltersBar } from '../components/statement-filters-bar.tsx';
import { StatementTable } from '../components/statement-table.tsx';
import {
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  toStatementQuery,
} from '../model/query-params.ts';
import { useStatementLive } from '../model/use-statement-live.ts';

// The dialog (and antd's dialog entry) loads when first opened, not with the statement.
const TopUpModal = lazy(() =>
  import('../components/top-up-modal.tsx').then((module) => ({ default: module.TopUpModal })),
);

export function AccountStatementPage() {
  const { t } = useTranslation('billing');
  const [filters, updateFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [topUpUsed, setTopUpUsed] = useState(false);
  const handleTopUp = () => {
    setTopUpUsed(true);
    setTopUpOpen(true);
  };
  const { data, isFetching, isError, refetch } = useListAccountStatementsQuery(toStatementQuery(filters));
  useStatementLive();

  const handleClampPage = useCallback((page: number) => updateFilters({ page }), [updateFilters]);
  useLastPageClamp(data, isFetching, filters, handleClampPage);

  return (
    <Flex vertical gap={16} data-testid="account-statement-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xl={9}>
          <BalanceCard onTopUp={handleTopUp} />
        </Col>
        <Col xs={24} md={12} xl={15}>
          <ExportCard filters={filters} />
        </Col>
      </Row>
      <Card>
        <Flex vertical gap={16}>
          <StatementFiltersBar filters={filters} onChange={updateFilters} />
          {isError && !isFetching && (
            <Alert
              type="error"
              showIcon
              title={t('table.loadError')}
              data-testid="statement-load-error"
              action={
                <Button size="small" onClick={() => void refetch()} data-testid="statement-retry">
                  {t('table.retry')}
                </Button>
              }
            />
          )}
          <StatementTable
            rows={isError ? [] : (data?.data ?? [])}
            total={isError ? 0 : (data?.total ?? 0)}
            loading={isFetching}
            filters={filters}
            onChange={updateFilters}
            filtered={hasActiveFilters(filters)}
          />
        </Flex>
      </Card>
      {topUpUsed && (
        <Suspense fallback={null}>
          <TopUpModal open={topUpOpen} onClose={() => setTopUpOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}

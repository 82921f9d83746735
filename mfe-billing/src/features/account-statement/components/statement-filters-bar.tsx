import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@lp/shared/date-range';
import { Button, Flex } from '@lp/shared/ui';
import { Select } from '@lp/shared/ui-data';
import { datePresets } from '../model/date-presets.ts';
import { hasActiveFilters, type FiltersPatch } from '../model/query-params.ts';
import { STATEMENT_STATUSES, type StatementFilters, type StatementStatus } from '../model/types.ts';

type StatementFiltersBarProps = { filters: StatementFilters; onChange: (patch: FiltersPatch) => void };

export function StatementFiltersBar({ filters, onChange }: StatementFiltersBarProps) {
  const { t } = useTranslation('billing');

  const statusOptions = STATEMENT_STATUSES.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));

  return (
    <Flex wrap gap={12} align="center">
      <Select<StatementStatus>
        data-testid="statement-status-filter"
        aria-label={t('filters.status')}
        allowClear
        placeholder={t('filters.allStatuses')}
        value={filters.status ?? undefined}
        options={statusOptions}
        onChange={(status) => onChange({ status: status ?? null })}
        style={{ minWidth: 200 }}
      />
      <DateRangeFilter
        testId="statement-date-range"
        width={260}
        labels={{ from: t('filters.dateFrom'), to: t('filters.dateTo') }}
        presets={datePresets(t)}
        dateFrom={filters.dateFrom}
        dateTo={filters.dateTo}
        onChange={(dateFrom, dateTo) => onChange({ dateFrom, dateTo })}
      />
      {hasActiveFilters(filters) && (
        <Button
          type="link"
          onClick={() => onChange({ status: null, dateFrom: null, dateTo: null })}
          data-testid="statement-reset-filters"
        >
          {t('filters.reset')}
        </Button>
      )}
    </Flex>
  );
}

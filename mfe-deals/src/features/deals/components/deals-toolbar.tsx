import { useTranslation } from 'react-i18next';
import { DEAL_STATUSES, type DealStatus } from '@lp/shared/contracts/deals';
import { DateRangeFilter } from '@lp/shared/date-range';
import { Flex } from '@lp/shared/ui';
import { Select } from '@lp/shared/ui-data';
import { datePresets } from '../model/date-presets.ts';
import type { DealFilters, FiltersPatch } from '../model/filters.ts';
import { ExportButton } from './export-button.tsx';
import { ProjectFilter } from './project-filter.tsx';
import { SearchInput } from './search-input.tsx';

type DealsToolbarProps = { filters: DealFilters; onChange: (patch: FiltersPatch) => void };

type StatusOption = DealStatus | 'all';

export function DealsToolbar({ filters, onChange }: DealsToolbarProps) {
  const { t } = useTranslation('deals');
  const statusOptions = [
    { value: 'all' as const, label: t('filters.allStatuses') },
    ...DEAL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex wrap gap={12} align="center">
        <SearchInput value={filters.search} onSearch={(search) => onChange({ search })} />
        <Select<StatusOption>
          data-testid="deals-status-filter"
          aria-label={t('filters.status')}
          value={filters.status ?? 'all'}
          options={statusOptions}
          onChange={(status) => onChange({ status: status === 'all' ? null : status })}
          style={{ width: 160 }}
        />
        <ProjectFilter value={filters.projectId} onChange={(projectId) => onChange({ projectId })} />
        <DateRangeFilter
          testId="deals-date-range"
          width={250}
          labels={{ from: t('filters.dateFrom'), to: t('filters.dateTo') }}
          presets={datePresets(t)}
          dateFrom={filters.dateFrom}
          dateTo={filters.dateTo}
          onChange={(dateFrom, dateTo) => onChange({ dateFrom, dateTo })}
        />
      </Flex>
      <ExportButton filters={filters} />
    </Flex>
  );
}

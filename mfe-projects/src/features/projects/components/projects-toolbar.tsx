import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '@lp/shared';
import type { ProjectStatus } from '@lp/shared/contracts';
import { Button, Flex, Input } from '@lp/shared/ui';
import { PlusOutlined, SearchOutlined, Select } from '@lp/shared/ui-data';
import { STATUS_FILTERS, type FiltersPatch, type ProjectFilters } from '../model/filters.ts';

const SEARCH_DELAY_MS = 350;

type ProjectsToolbarProps = {
  filters: ProjectFilters;
  onChange: (patch: FiltersPatch) => void;
  onAdd: () => void;
  onBulkAdd: () => void;
};

type StatusOption = ProjectStatus | 'all';

export function ProjectsToolbar({ filters, onChange, onAdd, onBulkAdd }: ProjectsToolbarProps) {
  const { t } = useTranslation('projects');
  const search = useDebouncedSearch(filters.search, (next) => onChange({ search: next }), SEARCH_DELAY_MS);

  const statusOptions = [
    { value: 'all' as const, label: t('filters.all') },
    ...STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];

  return (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex wrap gap={12} align="center">
        <Input
          data-testid="projects-search"
          aria-label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          prefix={<SearchOutlined />}
          allowClear
          value={search.text}
          onChange={search.onChange}
          style={{ width: 280 }}
        />
        <Select<StatusOption>
          data-testid="projects-status-filter"
          aria-label={t('filters.status')}
          value={filters.status ?? 'all'}
          options={statusOptions}
          onChange={(status) => onChange({ status: status === 'all' ? null : status })}
          style={{ width: 160 }}
        />
      </Flex>
      <Flex wrap gap={8}>
        <Button onClick={onBulkAdd} data-testid="projects-bulk-add">
          {t('actions.bulkAdd')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="projects-add">
          {t('actions.add')}
        </Button>
      </Flex>
    </Flex>
  );
}

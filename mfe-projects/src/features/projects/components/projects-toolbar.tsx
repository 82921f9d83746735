import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@lp/shared/contracts';
import { Button, Flex, Input } from '@lp/shared/ui';
import { PlusOutlined, SearchOutlined, Select } from '@lp/shared/ui-data';
import { STATUS_FILTERS, type FiltersPatch, type ProjectFilters } from '../model/filters.ts';
import { useDebouncedCallback } from '../model/use-debounced-callback.ts';

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
  // The field answers every keystroke; the URL (and the request) only once typing pauses.
  const [text, setText] = useState(filters.search);
  const [shownFor, setShownFor] = useState(filters.search);
  if (filters.search !== shownFor) {
    // Back/forward or a link changed the search: show it (adjusting state during render, not in an effect).
    setShownFor(filters.search);
    // Our own debounced update comes back trimmed: keep the trailing space the user is typing.
    if (filters.search !== text.trim()) setText(filters.search);
  }
  const debounced = useDebouncedCallback(
    // Only a real change goes to the URL: a trailing space must not send the user back to page 1.
    (search: string) => search.trim() !== filters.search && onChange({ search: search.trim() }),
    SEARCH_DELAY_MS,
  );

  const handleSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    debounced.run(event.target.value);
  };

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
          value={text}
          onChange={handleSearch}
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

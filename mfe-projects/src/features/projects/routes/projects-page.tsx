import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastPageClamp, useUrlFilters } from '@lp/shared';
import type { Project } from '@lp/shared/contracts';
import { Alert, Button, Card, Flex } from '@lp/shared/ui';
import { useListProjectsQuery } from '../api/projects-api.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { ProjectsEmpty } from '../components/projects-empty.tsx';
import { ProjectsTable } from '../components/projects-table.tsx';
import { ProjectsToolbar } from '../components/projects-toolbar.tsx';
import { TotalsCards } from '../components/totals-cards.tsx';
import { filtersFromSearch, filtersToSearch, hasActiveFilters, toListQuery } from '../model/filters.ts';
import { useProjectLiveSync } from '../model/use-project-live-sync.ts';

type ProjectsPageProps = {
  onAdd: () => void;
  onBulkAdd: () => void;
  onEdit: (project: Project) => void;
  /** Shown above the list (the notifications panel); the app composes features, features don't import each other. */
  header?: ReactNode;
};

type Selection = { view: string; ids: number[] };

export function ProjectsPage({ onAdd, onBulkAdd, onEdit, header }: ProjectsPageProps) {
  const { t } = useTranslation('projects');
  const [filters, updateFilters] = useUrlFilters(filtersFromSearch, filtersToSearch);
  const { data, isFetching, isError, refetch } = useListProjectsQuery(toListQuery(filters));
  useProjectLiveSync();

  // A selection belongs to the page it was made on: another page, filter or sort starts empty.
  const view = filtersToSearch(filters).toString();
  const [selection, setSelection] = useState<Selection>({ view, ids: [] });
  const selected = selection.view === view ? selection.ids : [];
  const handleSelect = useCallback((ids: number[]) => setSelection({ view, ids }), [view]);
  const handleClearSelection = useCallback(() => setSelection({ view, ids: [] }), [view]);

  const handleClampPage = useCallback((page: number) => updateFilters({ page }), [updateFilters]);
  useLastPageClamp(data, isFetching, filters, handleClampPage);

  return (
    <Flex vertical gap={16} data-testid="projects-page">
      {header}
      <TotalsCards totals={data} loading={isFetching} />
      <Card>
        <Flex vertical gap={16}>
          <ProjectsToolbar filters={filters} onChange={updateFilters} onAdd={onAdd} onBulkAdd={onBulkAdd} />
          {selected.length > 0 && <BulkBar ids={selected} onDone={handleClearSelection} />}
          {isError && !isFetching && (
            <Alert
              type="error"
              showIcon
              title={t('table.loadError')}
              data-testid="projects-load-error"
              action={
                <Button size="small" onClick={() => void refetch()} data-testid="projects-retry">
                  {t('table.retry')}
                </Button>
              }
            />
          )}
          <ProjectsTable
            rows={isError ? [] : (data?.data ?? [])}
            total={isError ? 0 : (data?.total ?? 0)}
            loading={isFetching}
            filters={filters}
            onChange={updateFilters}
            onEdit={onEdit}
            selected={selected}
            onSelect={handleSelect}
            empty={<ProjectsEmpty filtered={hasActiveFilters(filters)} onAdd={onAdd} />}
          />
        </Flex>
      </Card>
    </Flex>
  );
}

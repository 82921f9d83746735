import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@lp/shared/ui-data';
import { useListDealProjectOptionsQuery } from '../api/deals-api.ts';

type ProjectFilterProps = { value: number | null; onChange: (projectId: number | null) => void };

/** The company's projects, fetched when the select is first opened (or a link already names one). */
export function ProjectFilter({ value, onChange }: ProjectFilterProps) {
  const { t } = useTranslation('deals');
  const [wanted, setWanted] = useState(false);
  const { data, isFetching } = useListDealProjectOptionsQuery(undefined, { skip: !wanted && value === null });
  const options = (data?.data ?? []).map((project) => ({ value: project.id, label: project.name }));
  return (
    <Select<number>
      data-testid="deals-project-filter"
      aria-label={t('filters.project')}
      placeholder={t('filters.allProjects')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={isFetching}
      value={value ?? undefined}
      options={options}
      onOpenChange={(open) => open && setWanted(true)}
      onFocus={() => setWanted(true)}
      onChange={(projectId) => onChange(projectId ?? null)}
      style={{ width: 220 }}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REGIONS, regionName } from '@lp/shared/regions';
import { Select } from '@lp/shared/ui-data';

type RegionSelectProps = { value?: string[]; onChange?: (value: string[]) => void; id?: string };

/** Multi-select over the fixed region list, searchable by code or name ("77 — Москва"). */
export function RegionSelect({ value, onChange, id }: RegionSelectProps) {
  const { t, i18n } = useTranslation('projects');
  const options = useMemo(
    () =>
      REGIONS.map((region) => ({
        value: region.code,
        label: `${region.code} — ${regionName(region.code, i18n.language)}`,
      })),
    [i18n.language],
  );
  return (
    <Select<string[]>
      id={id}
      data-testid="project-regions"
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      placeholder={t('form.allRegions')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

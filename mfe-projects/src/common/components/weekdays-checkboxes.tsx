import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@lp/shared/contracts/projects';
import type { Weekday } from '@lp/shared/contracts';
import { Checkbox } from '@lp/shared/ui-data';

type WeekdaysCheckboxesProps = { value?: Weekday[]; onChange?: (value: Weekday[]) => void };

export function WeekdaysCheckboxes({ value, onChange }: WeekdaysCheckboxesProps) {
  const { t } = useTranslation('projects');
  const options = WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.short.${day}`) }));
  return (
    <Checkbox.Group<Weekday>
      data-testid="project-weekdays"
      options={options}
      value={value}
      onChange={(days) => onChange?.(days)}
    />
  );
}

import { useTranslation } from 'react-i18next';
import type { ProjectClash } from '@lp/shared/contracts';
import { formatPhone } from '@lp/shared';
import { Alert } from '@lp/shared/ui';

type ClashListProps = { clashes: ProjectClash[]; hint?: string };

/** Entries already used by other projects of the company, each with the project that has it. */
export function ClashList({ clashes, hint }: ClashListProps) {
  const { t } = useTranslation('projects');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="project-clashes"
      title={t('clash.title', { count: clashes.length })}
      description={
        <>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {clashes.map((clash) => (
              <li key={`${clash.kind}:${clash.value}`} data-testid="project-clash">
                {t('clash.item', {
                  value: clash.kind === 'phone' ? formatPhone(clash.value) : clash.value,
                  project: clash.project_name ?? t('clash.unknownProject'),
                })}
              </li>
            ))}
          </ul>
          {hint && <div style={{ marginTop: 8 }}>{hint}</div>}
        </>
      }
    />
  );
}

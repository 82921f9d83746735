import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionName } from '@lp/shared/regions';
import { Tag, Tooltip } from '@lp/shared/ui-data';

/** Regions shown before the rest collapse into "+N". */
const SHOWN = 2;

export const RegionsCell = memo(function RegionsCell({ codes }: { codes: string[] }) {
  const { t, i18n } = useTranslation('projects');
  if (codes.length === 0) return <span>{t('table.allRegions')}</span>;
  const names = codes.map((code) => regionName(code, i18n.language));
  const rest = names.slice(SHOWN);
  return (
    <span>
      {names.slice(0, SHOWN).join(', ')}
      {rest.length > 0 && (
        <Tooltip title={names.join(', ')}>
          <Tag style={{ marginInlineStart: 6, cursor: 'default' }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </span>
  );
});

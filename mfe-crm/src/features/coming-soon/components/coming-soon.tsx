import { useTranslation } from 'react-i18next';
import { Result } from '@lp/shared/ui';
import { NAMESPACE } from '../../../i18n.ts';

/** An honest placeholder: this section's screens come with a later update, so nothing here pretends to work. */
export function ComingSoon() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Result
      status="info"
      data-testid="crm-placeholder"
      title={t('comingSoon.title', { section: t('section') })}
      subTitle={t('comingSoon.hint')}
    />
  );
}

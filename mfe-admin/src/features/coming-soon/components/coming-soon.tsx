import { useTranslation } from 'react-i18next';
import { Result } from '@lp/shared/ui';
import { NAMESPACE } from '../../../i18n.ts';
import type { AdminPageKey } from '../../../app/admin-pages.ts';

type ComingSoonProps = { page: AdminPageKey };

/** An honest placeholder: this page comes with a later update, so nothing here pretends to work. */
export function ComingSoon({ page }: ComingSoonProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Result
      status="info"
      data-testid={`admin-placeholder-${page}`}
      title={t('comingSoon.title', { section: t(`pages.${page.replace('-', '_')}`) })}
      subTitle={t('comingSoon.hint')}
    />
  );
}

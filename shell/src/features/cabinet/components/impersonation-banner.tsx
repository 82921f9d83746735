import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@lp/shared/ui';
import type { User } from '@lp/shared';

/** An admin logged in as a company (spec §4): the session shows it and offers the way out. */
export function ImpersonationBanner({ user, onExit }: { user: User; onExit: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      banner
      type="warning"
      showIcon
      data-testid="impersonation-banner"
      message={t('impersonation.text', { name: user.name || user.email })}
      action={
        <Button size="small" onClick={onExit} data-testid="impersonation-exit">
          {t('impersonation.exit')}
        </Button>
      }
    />
  );
}

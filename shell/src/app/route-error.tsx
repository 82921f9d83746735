import { useTranslation } from 'react-i18next';
import { Button } from '@lp/shared/ui-core';

/** A screen of the shell itself failed (e.g. its chunk did not load after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation('shell');
  return (
    <div className="lp-route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}

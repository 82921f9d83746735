import { useTranslation } from 'react-i18next';

/** A CSS spinner: the Suspense fallback of every page, so it must not pull antd's Spin into the first page. */
export function PageSpinner({ testId }: { testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="lp-page-spinner" role="status" aria-label={t('remote.loading')} data-testid={testId}>
      <span className="lp-page-spinner__dot" />
    </div>
  );
}

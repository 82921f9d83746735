import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spin, WalletOutlined } from '@lp/shared/ui';
import { formatMoney, useDebouncedCallback, useGetCompanyBalanceQuery, useLiveEvents } from '@lp/shared';

// A delivery batch charges at once and announces itself once per company; a short pause still folds
// several batches in a row into one request.
export const BALANCE_REFETCH_DELAY_MS = 300;

/**
 * The company's balance (spec: shown only with the company role or view_balance; the caller decides).
 * Deals are charged by the server as they arrive: each live delivery, or a stream gap, refetches it.
 */
export function BalanceBadge() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, isError, refetch } = useGetCompanyBalanceQuery(undefined, {
    pollingInterval: 60_000,
  });
  const refresh = useDebouncedCallback(() => void refetch(), BALANCE_REFETCH_DELAY_MS);
  useLiveEvents((event) => {
    if ((event.type === 'deals' && event.count > 0) || event.type === 'resync') refresh.run();
  });
  return (
    <Link
      to="/company/account-statement"
      className="lp-balance"
      title={t('balance.hint')}
      data-testid="header-balance"
    >
      <WalletOutlined />
      <span className="lp-balance__label">{t('balance.label')}</span>
      <span className="lp-balance__value">
        {isLoading ? (
          <Spin size="small" />
        ) : isError || !data ? (
          '—'
        ) : (
          formatMoney(data.balance, i18n.language)
        )}
      </span>
    </Link>
  );
}

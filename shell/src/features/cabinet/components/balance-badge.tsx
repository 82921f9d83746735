import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spin, WalletOutlined } from '@lp/shared/ui';
import { formatMoney, isDeliveryOrResync, useGetCompanyBalanceQuery, useLiveRefetch } from '@lp/shared';

/**
 * The company's balance (spec: shown only with the company role or view_balance; the caller decides).
 * Deals are charged by the server as they arrive: each live delivery, or a stream gap, refetches it.
 */
export function BalanceBadge() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, isError, refetch } = useGetCompanyBalanceQuery(undefined, {
    pollingInterval: 60_000,
  });
  useLiveRefetch(isDeliveryOrResync, () => void refetch());
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

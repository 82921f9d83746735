import { useTranslation } from 'react-i18next';
import { amountTone, formatMoney, useGetCompanyBalanceQuery } from '@lp/shared';
import { Button, Card, Flex, Typography, theme } from '@lp/shared/ui';
import { PlusOutlined, Statistic } from '@lp/shared/ui-data';

type BalanceCardProps = { onTopUp: () => void };

export function BalanceCard({ onTopUp }: BalanceCardProps) {
  const { t, i18n } = useTranslation('billing');
  const { token } = theme.useToken();
  const { data, isLoading, isError, refetch } = useGetCompanyBalanceQuery();
  const negative = data ? amountTone(data.balance) === 'negative' : false;

  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Statistic
          data-testid="balance-value"
          title={t('balance.title')}
          loading={isLoading}
          value={data?.balance ?? ''}
          formatter={() => (data ? formatMoney(data.balance, i18n.language) : '—')}
          styles={{ content: { fontWeight: 600, color: negative ? token.colorError : undefined } }}
        />
        {isError && (
          <Typography.Text type="danger" data-testid="balance-error">
            {t('balance.loadError')}{' '}
            <Button type="link" size="small" onClick={() => void refetch()} style={{ padding: 0 }}>
              {t('balance.retry')}
            </Button>
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('balance.hint')}</Typography.Text>
        <div style={{ marginTop: 'auto' }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onTopUp} data-testid="top-up-open">
            {t('topUp.button')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

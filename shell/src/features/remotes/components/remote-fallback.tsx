import { Button, ReloadOutlined, Result } from '@lp/shared/ui';
import { useTranslation } from 'react-i18next';

type Props = { title: string; retrying?: boolean; onRetry: () => void };

export function RemoteFallback({ title, retrying = false, onRetry }: Props) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('remote.unavailable', { name: title })}
      subTitle={t('remote.unavailableHint')}
      data-testid="remote-fallback"
      extra={
        <Button
          type="primary"
          icon={<ReloadOutlined />}
          loading={retrying}
          onClick={onRetry}
          data-testid="remote-retry"
        >
          {t('remote.retry')}
        </Button>
      }
    />
  );
}

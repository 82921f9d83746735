import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '@lp/shared/contracts';
import { ReloadOutlined } from '@lp/shared/ui';
import { Tag, Tooltip } from '@lp/shared/ui-data';

type SyncStatusTagProps = { id: number; status: SyncStatus; error: string | null };

const COLORS: Record<SyncStatus, string> = { pending: 'processing', synced: 'success', failed: 'error' };

/** The project's registration with the sources: pending (spinning), synced, or failed with the reason. */
export const SyncStatusTag = memo(function SyncStatusTag({ id, status, error }: SyncStatusTagProps) {
  const { t } = useTranslation('projects');
  const tag = (
    <Tag
      color={COLORS[status]}
      icon={status === 'pending' ? <ReloadOutlined spin /> : undefined}
      data-testid={`sync-status-${id}`}
      data-status={status}
    >
      {t(`sync.${status}`)}
    </Tag>
  );
  if (status !== 'failed') return tag;
  return <Tooltip title={error || t('sync.failedUnknown')}>{tag}</Tooltip>;
});

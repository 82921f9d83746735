import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@lp/shared/contracts';
import { App, Button, Flex, Typography } from '@lp/shared/ui';
import { DeleteOutlined, Popconfirm } from '@lp/shared/ui-data';
import { useMassDeleteProjectsMutation, useMassUpdateProjectStatusMutation } from '../api/projects-api.ts';

type BulkBarProps = { ids: number[]; onDone: () => void };

/** Actions on the selected rows: activate, deactivate, delete (with a confirmation naming the count). */
export function BulkBar({ ids, onDone }: BulkBarProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [massStatus, statusState] = useMassUpdateProjectStatusMutation();
  const [massDelete, deleteState] = useMassDeleteProjectsMutation();

  const handleStatus = async (status: ProjectStatus) => {
    try {
      await massStatus({ ids, status }).unwrap();
      void message.success(t('messages.projectsUpdated'));
      onDone();
    } catch {
      void message.error(t('messages.massUpdateError'));
    }
  };

  const handleDelete = async () => {
    try {
      await massDelete({ ids }).unwrap();
      void message.success(t('messages.bulkDeleted'));
      onDone();
    } catch {
      void message.error(t('messages.bulkDeleteError'));
    }
  };

  const busy = statusState.isLoading || deleteState.isLoading;
  return (
    <Flex wrap gap={8} align="center" data-testid="projects-bulk-bar">
      <Typography.Text strong>{t('bulk.selected', { count: ids.length })}</Typography.Text>
      <Button disabled={busy} onClick={() => void handleStatus('active')} data-testid="bulk-activate">
        {t('bulk.activate')}
      </Button>
      <Button disabled={busy} onClick={() => void handleStatus('inactive')} data-testid="bulk-deactivate">
        {t('bulk.deactivate')}
      </Button>
      <Popconfirm
        title={t('confirm.deleteMany', { count: ids.length })}
        okText={t('confirm.delete')}
        cancelText={t('confirm.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'confirm-delete-many' }}
        onConfirm={() => handleDelete()}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={deleteState.isLoading}
          disabled={busy}
          data-testid="bulk-delete"
        >
          {t('bulk.delete')}
        </Button>
      </Popconfirm>
      <Button type="link" onClick={onDone} data-testid="bulk-clear">
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}

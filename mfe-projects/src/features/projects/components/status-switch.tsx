import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@lp/shared/contracts';
import { App } from '@lp/shared/ui';
import { Switch } from '@lp/shared/ui-data';
import { useUpdateProjectStatusMutation } from '../api/projects-api.ts';

type StatusSwitchProps = { id: number; status: ProjectStatus };

/** Turns one project on or off through its own status call (spec §4). */
export const StatusSwitch = memo(function StatusSwitch({ id, status }: StatusSwitchProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [updateStatus, { isLoading }] = useUpdateProjectStatusMutation();

  const handleChange = async (checked: boolean) => {
    try {
      await updateStatus({ id, status: checked ? 'active' : 'inactive' }).unwrap();
      void message.success(t('messages.statusUpdated'));
    } catch {
      void message.error(t('messages.statusError'));
    }
  };

  return (
    <Switch
      size="small"
      checked={status === 'active'}
      loading={isLoading}
      onChange={(checked) => void handleChange(checked)}
      aria-label={t(`status.${status}`)}
      data-testid={`project-status-${id}`}
    />
  );
});

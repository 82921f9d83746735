import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@lp/shared/contracts';
import { ApiOutlined, App, Button, Flex } from '@lp/shared/ui';
import { DeleteOutlined, EditOutlined, Popconfirm, Tooltip } from '@lp/shared/ui-data';
import { useDeleteProjectMutation, useSendTestDealMutation } from '../api/projects-api.ts';

type RowActionsProps = { project: Project; onEdit: (project: Project) => void };

export const RowActions = memo(function RowActions({ project, onEdit }: RowActionsProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [sendTestDeal, testDeal] = useSendTestDealMutation();
  const [deleteProject, deletion] = useDeleteProjectMutation();

  const handleTestDeal = async () => {
    try {
      await sendTestDeal(project.id).unwrap();
      void message.success(t('messages.testDealSent'));
    } catch {
      void message.error(t('messages.testDealError'));
    }
  };

  const handleDelete = async () => {
    try {
      await deleteProject(project.id).unwrap();
      void message.success(t('messages.deleted'));
    } catch {
      void message.error(t('messages.deleteError'));
    }
  };

  return (
    <Flex gap={4}>
      <Tooltip title={t('actions.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('actions.edit')}
          onClick={() => onEdit(project)}
          data-testid={`project-edit-${project.id}`}
        />
      </Tooltip>
      <Tooltip title={t('actions.testDeal')}>
        <Button
          type="text"
          icon={<ApiOutlined />}
          aria-label={t('actions.testDeal')}
          loading={testDeal.isLoading}
          onClick={() => void handleTestDeal()}
          data-testid={`project-test-deal-${project.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('confirm.deleteOne', { name: project.name })}
        okText={t('confirm.delete')}
        cancelText={t('confirm.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'confirm-delete-one' }}
        onConfirm={() => handleDelete()}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('actions.delete')}
          loading={deletion.isLoading}
          data-testid={`project-delete-${project.id}`}
        />
      </Popconfirm>
    </Flex>
  );
});

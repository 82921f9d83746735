import '../../../i18n-dialogs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@lp/shared/contracts';
import { Alert, App, Button, Flex, Form, Input, useFieldRules } from '@lp/shared/ui';
import { Drawer } from '@lp/shared/ui-dialog';
import { ClashList } from '../../../common/components/clash-list.tsx';
import { ProjectSettingsFields } from '../../../common/components/project-settings-fields.tsx';
import { SyncStatusTag } from '../../../common/components/sync-status-tag.tsx';
import { TargetsFields } from '../../../common/components/targets-fields.tsx';
import { describeSaveError, type SaveFailure } from '../../../common/model/server-errors.ts';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../api/project-form-api.ts';
import {
  EMPTY_PROJECT,
  FORM_FIELDS,
  toProjectInput,
  valuesFromProject,
  type ProjectFormValues,
} from '../model/form-values.ts';

/** Until the server names the admin setting's minimum in a 422 (domain.md: minimum 1). */
const DEFAULT_MIN_LIMIT = 1;

type ProjectFormDrawerProps = {
  open: boolean;
  /** The project to edit; null creates one. */
  project: Project | null;
  onClose: () => void;
};

/** Create or edit one project. Saving is queued on the server: the list shows the sync state after. */
export function ProjectFormDrawer({ open, project, onClose }: ProjectFormDrawerProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [form] = Form.useForm<ProjectFormValues>();
  const [createProject, creating] = useCreateProjectMutation();
  const [updateProject, updating] = useUpdateProjectMutation();
  const [minLimit, setMinLimit] = useState(DEFAULT_MIN_LIMIT);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const handleFinish = async (values: ProjectFormValues) => {
    setFailure(null);
    const input = toProjectInput(values);
    try {
      if (project) await updateProject({ id: project.id, input }).unwrap();
      else await createProject(input).unwrap();
      void message.success(t('messages.saved'));
      onClose();
    } catch (error) {
      const described = describeSaveError(error, {
        t,
        fields: FORM_FIELDS,
        texts: { domains: values.domains, phones: values.phones },
      });
      setFailure(described);
      if (described.kind === 'failed') {
        void message.error(t('messages.saveError'));
        return;
      }
      if (described.minLimit) setMinLimit(described.minLimit);
      form.setFields(
        Object.entries(described.fields).map(([name, errors]) => ({
          name: name as keyof ProjectFormValues,
          errors,
        })),
      );
      void message.error(t('messages.fixErrors'));
    }
  };

  // The next opening starts from a clean form.
  const handleAfterOpenChange = (visible: boolean) => {
    if (!visible) setFailure(null);
  };

  return (
    <Drawer
      open={open}
      size={560}
      title={project ? t('form.editTitle', { name: project.name }) : t('form.createTitle')}
      onClose={onClose}
      afterOpenChange={handleAfterOpenChange}
      destroyOnHidden
      extra={
        project && <SyncStatusTag id={project.id} status={project.sync_status} error={project.sync_error} />
      }
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} data-testid="project-form-cancel">
            {t('form.cancel')}
          </Button>
          <Button
            type="primary"
            loading={creating.isLoading || updating.isLoading}
            onClick={() => form.submit()}
            data-testid="project-form-submit"
          >
            {project ? t('form.save') : t('form.create')}
          </Button>
        </Flex>
      }
    >
      <Form<ProjectFormValues>
        name="project"
        form={form}
        layout="vertical"
        data-testid="project-form"
        initialValues={project ? valuesFromProject(project) : EMPTY_PROJECT}
        onFinish={(values) => void handleFinish(values)}
        onValuesChange={() => failure?.kind === 'failed' && setFailure(null)}
      >
        {failure?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={failure.message ?? t('messages.saveError')}
            style={{ marginBottom: 16 }}
            data-testid="project-form-error"
          />
        )}
        {failure?.kind === 'validation' && failure.clashes.length > 0 && (
          <div style={{ marginBottom: 16 }}>
            <ClashList clashes={failure.clashes} />
          </div>
        )}
        {failure?.kind === 'validation' && failure.other.length > 0 && (
          <Alert type="error" showIcon title={failure.other.join('; ')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item name="name" label={t('form.name')} rules={[rules.required()]}>
          <Input data-testid="project-name" autoFocus maxLength={255} />
        </Form.Item>
        <Form.Item name="tag" label={t('form.tag')}>
          <Input data-testid="project-tag" maxLength={100} />
        </Form.Item>
        <TargetsFields />
        <ProjectSettingsFields minLimit={minLimit} />
      </Form>
    </Drawer>
  );
}

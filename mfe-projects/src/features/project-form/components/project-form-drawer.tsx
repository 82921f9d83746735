import '../../../i18n-dialogs.ts';
import { useTranslation } from 'react-i18next';
import type { Project } from '@lp/shared/contracts';
import { App, Button, Flex, Form, Input, useFieldRules } from '@lp/shared/ui';
import { Drawer } from '@lp/shared/ui-dialog';
import { ProjectSettingsFields } from '../../../common/components/project-settings-fields.tsx';
import { SaveFailureAlerts } from '../../../common/components/save-failure-alerts.tsx';
import { SyncStatusTag } from '../../../common/components/sync-status-tag.tsx';
import { TargetsFields } from '../../../common/components/targets-fields.tsx';
import { useSaveFailure } from '../../../common/model/use-save-failure.ts';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../api/project-form-api.ts';
import {
  EMPTY_PROJECT,
  FORM_FIELDS,
  toProjectInput,
  valuesFromProject,
  type ProjectFormValues,
} from '../model/form-values.ts';

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
  const { failure, setFailure, minLimit, report } = useSaveFailure(form, FORM_FIELDS);

  const handleFinish = async (values: ProjectFormValues) => {
    setFailure(null);
    const input = toProjectInput(values);
    try {
      if (project) await updateProject({ id: project.id, input }).unwrap();
      else await createProject(input).unwrap();
      void message.success(t('messages.saved'));
      onClose();
    } catch (error) {
      report(error, values);
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
        <SaveFailureAlerts failure={failure} testId="project-form-error" />
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

import '../../../i18n-dialogs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAddResult } from '@lp/shared/contracts';
import { App, Button, Form, Input } from '@lp/shared/ui';
import { Checkbox } from '@lp/shared/ui-data';
import { Modal } from '@lp/shared/ui-dialog';
import { ProjectSettingsFields } from '../../../common/components/project-settings-fields.tsx';
import { SaveFailureAlerts } from '../../../common/components/save-failure-alerts.tsx';
import { TargetsFields } from '../../../common/components/targets-fields.tsx';
import { useSaveFailure } from '../../../common/model/use-save-failure.ts';
import { useBulkAddProjectsMutation } from '../api/bulk-add-api.ts';
import { BULK_FIELDS, EMPTY_BULK, toBulkInput, type BulkAddValues } from '../model/bulk-values.ts';
import { BulkAddResultView } from './bulk-add-result.tsx';

type BulkAddModalProps = { open: boolean; onClose: () => void };

/** Many phones/domains at once, as one project or one per entry; the result counts added and skipped. */
export function BulkAddModal({ open, onClose }: BulkAddModalProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<BulkAddValues>();
  const [bulkAdd, { isLoading }] = useBulkAddProjectsMutation();
  const { failure, setFailure, minLimit, report } = useSaveFailure(form, BULK_FIELDS);
  const [result, setResult] = useState<BulkAddResult | null>(null);

  const handleFinish = async (values: BulkAddValues) => {
    setFailure(null);
    try {
      setResult(await bulkAdd(toBulkInput(values)).unwrap());
      void message.success(t('messages.projectsUpdated'));
    } catch (error) {
      report(error, values);
    }
  };

  const handleAfterClose = () => {
    setResult(null);
    setFailure(null);
  };

  const footer = result
    ? [
        <Button key="close" type="primary" onClick={onClose} data-testid="bulk-add-close">
          {t('form.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('form.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={isLoading}
          onClick={() => form.submit()}
          data-testid="bulk-add-submit"
        >
          {t('bulkAdd.submit')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      width={640}
      title={t('bulkAdd.title')}
      onCancel={onClose}
      afterClose={handleAfterClose}
      destroyOnHidden
      footer={footer}
      data-testid="bulk-add-modal"
    >
      {result ? (
        <BulkAddResultView result={result} />
      ) : (
        <Form<BulkAddValues>
          name="bulk-add"
          form={form}
          layout="vertical"
          data-testid="bulk-add-form"
          initialValues={EMPTY_BULK}
          onFinish={(values) => void handleFinish(values)}
        >
          <SaveFailureAlerts failure={failure} clashHint={t('bulkAdd.clashHint')} />
          <TargetsFields />
          <Form.Item
            name="split_by_projects"
            valuePropName="checked"
            extra={t('bulkAdd.splitHint')}
            style={{ marginBottom: 8 }}
          >
            <Checkbox data-testid="bulk-add-split">{t('bulkAdd.split')}</Checkbox>
          </Form.Item>
          <Form.Item name="skip_duplicates" valuePropName="checked" extra={t('bulkAdd.skipHint')}>
            <Checkbox data-testid="bulk-add-skip">{t('bulkAdd.skip')}</Checkbox>
          </Form.Item>
          <Form.Item name="name" label={t('bulkAdd.name')} extra={t('bulkAdd.nameHint')}>
            <Input data-testid="bulk-add-name" maxLength={255} />
          </Form.Item>
          <ProjectSettingsFields minLimit={minLimit} />
        </Form>
      )}
    </Modal>
  );
}

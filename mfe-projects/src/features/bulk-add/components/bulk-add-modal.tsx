import '../../../i18n-dialogs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAddResult } from '@lp/shared/contracts';
import { Alert, App, Button, Form, Input } from '@lp/shared/ui';
import { Checkbox } from '@lp/shared/ui-data';
import { Modal } from '@lp/shared/ui-dialog';
import { ClashList } from '../../../common/components/clash-list.tsx';
import { ProjectSettingsFields } from '../../../common/components/project-settings-fields.tsx';
import { TargetsFields } from '../../../common/components/targets-fields.tsx';
import { describeSaveError, type SaveFailure } from '../../../common/model/server-errors.ts';
import { useBulkAddProjectsMutation } from '../api/bulk-add-api.ts';
import { BULK_FIELDS, EMPTY_BULK, toBulkInput, type BulkAddValues } from '../model/bulk-values.ts';
import { BulkAddResultView } from './bulk-add-result.tsx';

const DEFAULT_MIN_LIMIT = 1;

type BulkAddModalProps = { open: boolean; onClose: () => void };

/** Many phones/domains at once, as one project or one per entry; the result counts added and skipped. */
export function BulkAddModal({ open, onClose }: BulkAddModalProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [form] = Form.useForm<BulkAddValues>();
  const [bulkAdd, { isLoading }] = useBulkAddProjectsMutation();
  const [minLimit, setMinLimit] = useState(DEFAULT_MIN_LIMIT);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [result, setResult] = useState<BulkAddResult | null>(null);

  const handleFinish = async (values: BulkAddValues) => {
    setFailure(null);
    try {
      setResult(await bulkAdd(toBulkInput(values)).unwrap());
      void message.success(t('messages.projectsUpdated'));
    } catch (error) {
      const described = describeSaveError(error, {
        t,
        fields: BULK_FIELDS,
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
          name: name as keyof BulkAddValues,
          errors,
        })),
      );
      void message.error(t('messages.fixErrors'));
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

  const clashes = failure?.kind === 'validation' ? failure.clashes : [];
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
          {failure?.kind === 'failed' && (
            <Alert
              type="error"
              showIcon
              title={failure.message ?? t('messages.saveError')}
              style={{ marginBottom: 16 }}
            />
          )}
          {clashes.length > 0 && (
            <div style={{ marginBottom: 16 }}>
              <ClashList clashes={clashes} hint={t('bulkAdd.clashHint')} />
            </div>
          )}
          {failure?.kind === 'validation' && failure.other.length > 0 && (
            <Alert type="error" showIcon title={failure.other.join('; ')} style={{ marginBottom: 16 }} />
          )}
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

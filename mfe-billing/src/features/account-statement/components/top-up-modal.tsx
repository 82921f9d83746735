import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Form, Result, useFieldRules } from '@lp/shared/ui';
import { FilePdfOutlined } from '@lp/shared/ui-data';
import { InputNumber, Modal } from '@lp/shared/ui-dialog';
import { useCreateInvoiceMutation } from '../api/billing-api.ts';
import { downloadInvoicePdf } from '../api/downloads.ts';
import { describeTopUpError, topUpFailureText } from '../model/top-up-error.ts';
import type { Invoice } from '../model/types.ts';
import { formatMoney } from '@lp/shared';

/** Used until the server's 422 names its own minimum (domain.md: the minimum lives in settings). */
export const DEFAULT_MIN_TOP_UP = 1000;

type TopUpModalProps = { open: boolean; onClose: () => void };

type TopUpValues = { amount: number | null };

export function TopUpModal({ open, onClose }: TopUpModalProps) {
  const { t, i18n } = useTranslation('billing');
  const { message } = App.useApp();
  const rules = useFieldRules();
  // shared's required() adds `whitespace`, which rejects numbers; the amount needs a numeric one.
  const amountRequired = {
    required: true,
    type: 'number' as const,
    message: t('common:validation.required'),
  };
  const [form] = Form.useForm<TopUpValues>();
  const [createInvoice, { isLoading }] = useCreateInvoiceMutation();
  const [minAmount, setMinAmount] = useState(DEFAULT_MIN_TOP_UP);
  const [failure, setFailure] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [downloading, setDownloading] = useState(false);

  const handleFinish = async ({ amount }: TopUpValues) => {
    if (amount == null) return;
    setFailure(null);
    try {
      const result = await createInvoice({ amount }).unwrap();
      setInvoice(result.invoice);
    } catch (error) {
      const described = describeTopUpError(error);
      if (described.kind === 'validation') {
        if (described.minAmount) setMinAmount(described.minAmount);
        // The server words its minimum in English; that one message we can say in the user's language.
        const errors = described.fieldErrors.map((text) =>
          described.minAmount && /^Minimum value/i.test(text)
            ? t('common:validation.min', { min: described.minAmount })
            : text,
        );
        if (errors.length) form.setFields([{ name: 'amount', errors }]);
      }
      setFailure(topUpFailureText(described, t));
    }
  };

  const handleDownload = async () => {
    if (!invoice) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      void message.error(t('topUp.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  // The next opening starts from a clean form, not from the last invoice.
  const handleAfterClose = () => {
    setInvoice(null);
    setFailure(null);
  };

  const footer = invoice
    ? [
        <Button key="close" onClick={onClose} data-testid="top-up-close">
          {t('topUp.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<FilePdfOutlined />}
          loading={downloading}
          onClick={() => void handleDownload()}
          data-testid="invoice-download"
        >
          {t('topUp.download')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} data-testid="top-up-cancel">
          {t('topUp.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          onClick={() => form.submit()}
          loading={isLoading}
          data-testid="top-up-submit"
        >
          {t('topUp.submit')}
        </Button>,
      ];

  return (
    <Modal
      open={open}
      title={t('topUp.title')}
      onCancel={onClose}
      afterClose={handleAfterClose}
      destroyOnHidden
      footer={footer}
      data-testid="top-up-modal"
    >
      {invoice ? (
        <Result
          status="success"
          data-testid="top-up-invoice"
          title={t('topUp.successTitle', { number: invoice.number })}
          subTitle={t('topUp.successHint', { amount: formatMoney(invoice.amount, i18n.language) })}
          style={{ padding: '16px 0' }}
        />
      ) : (
        <Form<TopUpValues>
          name="top-up"
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ amount: null }}
          onFinish={(values) => void handleFinish(values)}
          style={{ marginTop: 16 }}
        >
          <Form.Item
            name="amount"
            label={t('topUp.amount')}
            rules={[amountRequired, rules.min(minAmount)]}
            extra={t('topUp.minHint', { min: formatMoney(String(minAmount), i18n.language) })}
          >
            <InputNumber<number>
              data-testid="top-up-amount"
              autoFocus
              min={0}
              precision={2}
              step={1000}
              suffix="₽"
              style={{ width: '100%' }}
              onChange={() => setFailure(null)}
              onPressEnter={() => form.submit()}
            />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} data-testid="top-up-error" />}
        </Form>
      )}
    </Modal>
  );
}

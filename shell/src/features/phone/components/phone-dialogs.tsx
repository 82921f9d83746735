import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  PhoneOutlined,
  Typography,
  useFieldRules,
} from '@lp/shared/ui';
import { Modal } from '@lp/shared/ui-dialog';
import { formatPhone, normalizePhone, type User } from '@lp/shared';
import { scheduleAnalyticsRefresh, setPhoneDialogOpen } from '../../../lib/analytics/analytics.ts';
import { requestErrorKey, serverMessage } from '../../../lib/session/auth-errors.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUpdateCompanyProfileMutation } from '../../../lib/profile/profile-api.ts';

export type PhoneStep = 'enter-phone' | 'activation' | 'confirm-phone' | 'enter-code';

type Props = { user: User; onStarted: () => void; onClose: () => void };

/** Marks the steps whose server calls do not exist yet: they show their UI but never fake success. */
function NotAvailableYet() {
  const { t } = useTranslation('shell');
  return (
    <Alert
      type="warning"
      showIcon
      message={t('phone.notAvailable')}
      className="lp-form-alert"
      data-testid="phone-not-available"
    />
  );
}

export function PhoneDialogs({ user, onStarted, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const { pathname } = useLocation();
  const [form] = Form.useForm<{ phone: string }>();
  const [updateProfile, { isLoading }] = useUpdateCompanyProfileMutation();
  const [step, setStep] = useState<PhoneStep>('enter-phone');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [error, setError] = useState<string | null>(null);

  // Spec §1/§9: counter 2 records while this dialog is open; a refresh follows its opening.
  useEffect(() => {
    setPhoneDialogOpen(true);
    const cancel = scheduleAnalyticsRefresh(pathname, false);
    return () => {
      cancel();
      setPhoneDialogOpen(false);
    };
  }, [pathname]);

  const handlePhone = async ({ phone: value }: { phone: string }) => {
    setError(null);
    const normalized = normalizePhone(value) ?? value;
    try {
      onStarted();
      await updateProfile({ phone: normalized }).unwrap();
      setPhone(normalized);
      // Spec §4: the server clears the prompt once answered; the session takes the user it returns.
      void message.success(t('phone.saved'));
      setStep('activation');
    } catch (failure) {
      if (!applyServerErrors(form, failure, ['phone']))
        setError(serverMessage(failure) ?? t(requestErrorKey(failure)));
    }
  };

  const handleCode = () => {
    void message.warning(t('phone.notAvailable'));
  };

  const common = { open: true, onCancel: onClose, destroyOnHidden: true, maskClosable: false, width: 460 };

  if (step === 'enter-phone') {
    return (
      <Modal {...common} title={t('phone.enter.title')} footer={null} data-testid="phone-dialog-enter">
        <Typography.Paragraph>{user.prompt_message || t('phone.enter.text')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon message={error} className="lp-form-alert" />}
        <Form
          form={form}
          layout="vertical"
          initialValues={{ phone }}
          onFinish={handlePhone}
          requiredMark={false}
        >
          <Form.Item name="phone" label={t('fields.phone')} rules={[rules.required(), rules.phone()]}>
            <Input
              prefix={<PhoneOutlined />}
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              data-testid="phone-input"
            />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{t('phone.later')}</Button>
            <Button type="primary" htmlType="submit" loading={isLoading} data-testid="phone-submit">
              {t('phone.enter.submit')}
            </Button>
          </Flex>
        </Form>
      </Modal>
    );
  }

  if (step === 'activation') {
    return (
      <Modal
        {...common}
        title={t('phone.activation.title')}
        data-testid="phone-dialog-activation"
        footer={[
          <Button key="later" onClick={onClose}>
            {t('phone.later')}
          </Button>,
          <Button key="next" type="primary" onClick={() => setStep('confirm-phone')}>
            {t('phone.activation.submit')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{t('phone.activation.text')}</Typography.Paragraph>
      </Modal>
    );
  }

  if (step === 'confirm-phone') {
    return (
      <Modal
        {...common}
        title={t('phone.confirm.title')}
        data-testid="phone-dialog-confirm"
        footer={[
          <Button key="back" onClick={() => setStep('enter-phone')}>
            {t('phone.confirm.change')}
          </Button>,
          <Button key="send" type="primary" onClick={() => setStep('enter-code')}>
            {t('phone.confirm.submit')}
          </Button>,
        ]}
      >
        <NotAvailableYet />
        <Typography.Paragraph>{t('phone.confirm.text', { phone: formatPhone(phone) })}</Typography.Paragraph>
      </Modal>
    );
  }

  return (
    <Modal {...common} title={t('phone.code.title')} footer={null} data-testid="phone-dialog-code">
      <NotAvailableYet />
      <Typography.Paragraph>{t('phone.code.text', { phone: formatPhone(phone) })}</Typography.Paragraph>
      <Form layout="vertical" onFinish={handleCode} requiredMark={false}>
        <Form.Item name="code" label={t('phone.code.label')} rules={[rules.required()]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="phone-code" />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('phone.later')}</Button>
          <Button type="primary" htmlType="submit" data-testid="phone-code-submit">
            {t('phone.code.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

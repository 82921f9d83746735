import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, LockOutlined, MailOutlined, useFieldRules } from '@lp/shared/ui';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '@lp/shared/contracts';
import { requestErrorKey, serverMessage } from '../../../lib/session/auth-errors.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import {
  useConfirmPasswordResetMutation,
  useRequestPasswordResetMutation,
} from '../../../lib/session/session-api.ts';
import { FormNotice } from '../../../components/form-notice.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

function RequestForm() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The answer is the same whether or not the address is registered, so nobody can probe for accounts.
  const handleFinish = async ({ email }: PasswordResetRequest) => {
    setError(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      void message.success(t('reset.sent'));
      setSentTo(email.trim());
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };

  if (sentTo) {
    return (
      <div data-testid="reset-sent">
        <FormNotice
          type="success"
          title={t('reset.sent')}
          description={t('reset.sentHint', { email: sentTo })}
        />
        <Link to="/login">
          <Button type="primary" block size="large">
            {t('reset.backToLogin')}
          </Button>
        </Link>
      </div>
    );
  }
  return (
    <>
      {error && <FormNotice type="error" title={error} />}
      <Form<PasswordResetRequest>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={handleFinish}
        data-testid="reset-form"
      >
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required(), rules.email()]}>
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" data-testid="reset-email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
    </>
  );
}

type NewPasswordValues = Omit<PasswordResetConfirmRequest, 'token'>;

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);

  const handleFinish = async (values: NewPasswordValues) => {
    setError(null);
    try {
      await confirmReset({ token, ...values }).unwrap();
      void message.success(t('reset.changed'));
      navigate('/login', { replace: true });
    } catch (failure) {
      if (!applyServerErrors(form, failure, ['password', 'password_confirmation'])) {
        setError(serverMessage(failure) ?? t(requestErrorKey(failure)));
      }
    }
  };

  return (
    <>
      {error && <FormNotice type="error" title={error} testId="reset-error" />}
      <Form<NewPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={handleFinish}
        data-testid="reset-confirm-form"
      >
        <Form.Item
          name="password"
          label={t('fields.newPassword')}
          rules={[rules.required(), rules.password()]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="reset-password"
          />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('fields.passwordConfirmation')}
          dependencies={['password']}
          rules={[rules.required(), rules.sameAs('password', t('errors.passwordMismatch'))]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="reset-password-confirmation"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="reset-confirm-submit">
          {t('reset.save')}
        </Button>
      </Form>
    </>
  );
}

export function PasswordResetPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout
      title={token ? t('reset.newTitle') : t('reset.title')}
      subtitle={token ? t('reset.newSubtitle') : t('reset.subtitle')}
      footer={<Link to="/login">{t('reset.backToLogin')}</Link>}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestForm />}
    </AuthLayout>
  );
}

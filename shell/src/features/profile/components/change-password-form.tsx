import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, useFieldRules } from '@lp/shared/ui';
import { requestErrorKey, serverMessage } from '../../../lib/session/auth-errors.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUpdateCompanyProfileMutation } from '../../../lib/profile/profile-api.ts';

type Values = { current_password: string; password: string; password_confirmation: string };

const FIELDS = ['current_password', 'password', 'password_confirmation'];

export function ChangePasswordForm() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [updateProfile, { isLoading }] = useUpdateCompanyProfileMutation();

  const handleFinish = async (values: Values) => {
    try {
      await updateProfile(values).unwrap();
      void message.success(t('password.changed'));
      form.resetFields();
    } catch (failure) {
      if (!applyServerErrors(form, failure, FIELDS)) {
        void message.error(serverMessage(failure) ?? t(requestErrorKey(failure)));
      }
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      className="lp-narrow-form"
      data-testid="password-form"
    >
      <Form.Item name="current_password" label={t('fields.currentPassword')} rules={[rules.required()]}>
        <Input.Password autoComplete="current-password" data-testid="password-current" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.newPassword')} rules={[rules.required(), rules.password()]}>
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('fields.passwordConfirmation')}
        dependencies={['password']}
        rules={[rules.required(), rules.sameAs('password', t('errors.passwordMismatch'))]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirmation" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} data-testid="password-save">
        {t('password.submit')}
      </Button>
    </Form>
  );
}

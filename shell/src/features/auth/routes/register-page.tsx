import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { App, Button, Col, Form, Input, Row, useFieldRules } from '@lp/shared/ui';
import { sessionStarted } from '@lp/shared';
import type { RegisterRequest } from '@lp/shared/contracts';
import { reachGoal } from '../../../lib/analytics/analytics.ts';
import { requestErrorKey, serverMessage } from '../../../lib/session/auth-errors.ts';
import { homePathFor } from '../../../lib/session/home-path.ts';
import { useRegisterMutation } from '../../../lib/session/session-api.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAppDispatch } from '../../../lib/store-hooks.ts';
import { FormNotice } from '../../../components/form-notice.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

const FIELDS = ['name', 'contact_person', 'email', 'phone', 'website'];

export function RegisterPage() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterRequest>();
  const [register, { isLoading }] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);

  const handleFinish = async (values: RegisterRequest) => {
    setError(null);
    const body: RegisterRequest = {
      name: values.name.trim(),
      contact_person: values.contact_person.trim(),
      email: values.email.trim(),
      phone: values.phone?.trim() || null,
      website: values.website?.trim() || null,
    };
    try {
      const result = await register(body).unwrap();
      // Spec §4: the server may ask for a phone right after registration (flag plus message).
      const user = {
        ...result.user,
        needs_phone_number: result.needs_phone_number ?? result.user.needs_phone_number,
        prompt_message: result.prompt_message ?? result.user.prompt_message,
      };
      dispatch(sessionStarted({ token: result.token, user }));
      reachGoal('register');
      void message.success(t('register.success'), 6);
      navigate(homePathFor(user) ?? '/company', { replace: true });
    } catch (failure) {
      if (!applyServerErrors(form, failure, FIELDS))
        setError(serverMessage(failure) ?? t(requestErrorKey(failure)));
    }
  };

  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </>
      }
    >
      {error && <FormNotice type="error" title={error} testId="register-error" />}
      <Form<RegisterRequest>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={handleFinish}
        data-testid="register-form"
      >
        <Form.Item name="name" label={t('fields.companyName')} rules={[rules.required()]}>
          <Input autoComplete="organization" data-testid="register-company-name" />
        </Form.Item>
        <Form.Item name="contact_person" label={t('fields.contactPerson')} rules={[rules.required()]}>
          <Input autoComplete="name" data-testid="register-contact-person" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required(), rules.email()]}>
          <Input autoComplete="email" inputMode="email" data-testid="register-email" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('fields.phone')} rules={[rules.phone()]}>
              <Input
                autoComplete="tel"
                inputMode="tel"
                placeholder="+7 900 000-00-00"
                data-testid="register-phone"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="website" label={t('fields.website')} rules={[rules.url()]}>
              <Input autoComplete="url" placeholder="example.ru" data-testid="register-website" />
            </Form.Item>
          </Col>
        </Row>
        <FormNotice type="info" title={t('register.passwordByEmail')} />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isLoading}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <p className="lp-legal-note">
          <Trans
            t={t}
            i18nKey="register.consent"
            components={{ offer: <Link to="/offer" />, policy: <Link to="/personal-data" /> }}
          />
        </p>
      </Form>
    </AuthLayout>
  );
}

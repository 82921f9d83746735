import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, LockOutlined, MailOutlined } from '@lp/shared/ui-core';
import { sessionStarted, userLoaded } from '@lp/shared';
import { FormNotice } from '../../../components/form-notice.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { reachGoal } from '../../../lib/analytics/analytics.ts';
import { loginErrorKey } from '../../../lib/session/auth-errors.ts';
import { homePathFor } from '../../../lib/session/home-path.ts';
import { sessionApi, useLoginMutation } from '../../../lib/session/session-api.ts';
import { useAppDispatch } from '../../../lib/store-hooks.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { validateLogin, type LoginErrors, type LoginValues } from '../model/login-validation.ts';

// A plain form (not antd Form): the login page is the product's JS budget (400 KB gzip).
export function LoginPage() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [loadingUser, setLoadingUser] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const handleChange = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  // Spec §4: store the token, then load the profile, then go where the guard says.
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setErrorKey(null);
    try {
      const { token, user } = await login({ email: values.email.trim(), password: values.password }).unwrap();
      dispatch(sessionStarted({ token, user: user ?? null }));
      setLoadingUser(true);
      const profile = await dispatch(
        sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      dispatch(userLoaded(profile));
      reachGoal('login');
      void message.success(t('login.success'));
      navigate(homePathFor(profile) ?? '/', { replace: true });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
    } finally {
      setLoadingUser(false);
    }
  };

  const fieldError = (field: keyof LoginValues) =>
    errors[field] ? t(errors[field], { ns: 'common' }) : null;

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </>
      }
    >
      {errorKey && <FormNotice type="error" title={t(errorKey)} testId="login-error" />}
      <form noValidate onSubmit={handleSubmit} data-testid="login-form">
        <TextField label={t('fields.email')} error={fieldError('email')}>
          {(id, describedBy) => (
            <Input
              id={id}
              size="large"
              type="email"
              prefix={<MailOutlined />}
              autoComplete="email"
              inputMode="email"
              value={values.email}
              status={errors.email ? 'error' : undefined}
              aria-invalid={!!errors.email}
              aria-describedby={describedBy}
              onChange={(event) => handleChange('email', event.target.value)}
              data-testid="login-email"
            />
          )}
        </TextField>
        <TextField label={t('fields.password')} error={fieldError('password')}>
          {(id, describedBy) => (
            <Input.Password
              id={id}
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              value={values.password}
              status={errors.password ? 'error' : undefined}
              aria-invalid={!!errors.password}
              aria-describedby={describedBy}
              onChange={(event) => handleChange('password', event.target.value)}
              data-testid="login-password"
            />
          )}
        </TextField>
        <div className="lp-form-row-end">
          <Link to="/password-reset" data-testid="login-forgot">
            {t('login.forgot')}
          </Link>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isLoading || loadingUser}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

import { isValidEmail } from '@lp/shared';

export type LoginValues = { email: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Spec §5 rules of the login form; returns i18n keys of the `common` namespace. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = 'validation.required';
  else if (!isValidEmail(values.email)) errors.email = 'validation.email';
  if (!values.password) errors.password = 'validation.required';
  return errors;
}

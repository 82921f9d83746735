import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Rule } from 'antd/es/form';
import { isValidPhone, isValidUrl } from '../validation/normalize.ts';

export const MIN_PASSWORD_LENGTH = 8;

export type FieldRules = ReturnType<typeof createFieldRules>;

/** Empty optional fields pass; the `required` rule is what makes a field mandatory. */
function optionalValidator(isValid: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      value == null || value === '' || isValid(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** antd Form rules carrying the spec §5 messages, in the language of `t` (the `common` namespace). */
export function createFieldRules(t: TFunction) {
  return {
    required: (): Rule => ({
      required: true,
      whitespace: true,
      message: t('validation.required', { ns: 'common' }),
    }),
    email: (): Rule => ({ type: 'email', message: t('validation.email', { ns: 'common' }) }),
    password: (): Rule => ({ min: MIN_PASSWORD_LENGTH, message: t('validation.password', { ns: 'common' }) }),
    phone: (): Rule => optionalValidator(isValidPhone, t('validation.phone', { ns: 'common' })),
    url: (): Rule => optionalValidator(isValidUrl, t('validation.url', { ns: 'common' })),
    /** A confirmation field (password_confirmation) must equal `field`; `message` is the caller's. */
    sameAs:
      (field: string, message: string): Rule =>
      ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) =>
          !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
      }),
    min: (min: number): Rule => ({
      type: 'number',
      min,
      message: t('validation.min', { ns: 'common', min }),
    }),
  };
}

/** The field rules in the current language; re-created when the language changes. */
export function useFieldRules(): FieldRules {
  const { t, i18n } = useTranslation('common');
  // The language is what changes the messages; `t` alone may keep its identity across a switch.
  return useMemo(() => createFieldRules(t), [t, i18n.language]);
}

import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { i18n, changeLanguage } from '../i18n/i18n.ts';
import '../i18n/common.ts';
import { createFieldRules } from './field-rules.ts';

type Validatable = RuleObject & { validator?: (rule: RuleObject, value: unknown) => Promise<void> };

async function check(rule: Validatable, value: unknown): Promise<string | null> {
  if (!rule.validator) throw new Error('not a validator rule');
  return rule.validator(rule, value).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('field rules', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('carries the exact spec §5 messages in English', () => {
    const rules = createFieldRules(i18n.t);
    expect((rules.required() as RuleObject).message).toBe('This field is required');
    expect((rules.email() as RuleObject).message).toBe('Invalid email format');
    expect((rules.password() as RuleObject).message).toBe('Password must be at least 8 characters');
    expect((rules.password() as RuleObject).min).toBe(8);
    expect((rules.min(5) as RuleObject).message).toBe('Minimum value: 5');
  });

  it('sameAs compares with the named field and uses the given message', async () => {
    const values: Record<string, unknown> = { password: 'secret-123' };
    const makeRule = createFieldRules(i18n.t).sameAs('password', 'Passwords do not match');
    const rule = (makeRule as (form: { getFieldValue: (name: string) => unknown }) => Validatable)({
      getFieldValue: (name) => values[name],
    });
    expect(await check(rule, 'secret-123')).toBeNull();
    expect(await check(rule, 'secret-124')).toBe('Passwords do not match');
    expect(await check(rule, '')).toBeNull(); // emptiness is the required rule's business
  });

  it('speaks Russian by default', async () => {
    await changeLanguage('ru');
    const rules = createFieldRules(i18n.t);
    expect((rules.required() as RuleObject).message).toBe('Это поле обязательно');
    expect((rules.password() as RuleObject).message).toBe('Пароль должен содержать не менее 8 символов');
  });

  it('validates phones in the normal forms and lets an empty optional phone pass', async () => {
    const phone = createFieldRules(i18n.t).phone() as Validatable;
    expect(await check(phone, '+7 (916) 123-45-67')).toBeNull();
    expect(await check(phone, '89161234567')).toBeNull();
    expect(await check(phone, '')).toBeNull();
    expect(await check(phone, undefined)).toBeNull();
    expect(await check(phone, '12345')).toBe('Invalid phone number');
  });

  it('validates websites', async () => {
    const url = createFieldRules(i18n.t).url() as Validatable;
    expect(await check(url, 'https://example.com/about')).toBeNull();
    expect(await check(url, 'пример.рф')).toBeNull();
    expect(await check(url, 'not a site')).toBe('Invalid URL format');
  });
});

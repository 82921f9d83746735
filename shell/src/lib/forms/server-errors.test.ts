import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, registerTranslations } from '@lp/shared';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';
import { fieldErrorsOf, localizeServerMessage } from './server-errors.ts';

describe('server errors', () => {
  beforeAll(async () => {
    registerTranslations('shell', { ru, en });
    await changeLanguage('ru');
  });

  it('maps a 422 body onto the known fields, translated', () => {
    const error = {
      status: 422,
      data: { message: 'invalid', errors: { email: ['The email has already been taken.'], other: ['x'] } },
    };
    expect(fieldErrorsOf(error, ['email', 'name'])).toEqual([
      { name: 'email', errors: ['Этот email уже зарегистрирован.'] },
    ]);
  });

  it('translates the spec messages and keeps unknown ones', () => {
    expect(localizeServerMessage('This field is required')).toBe('Это поле обязательно');
    expect(localizeServerMessage('The current password is incorrect.')).toBe(
      'Текущий пароль указан неверно.',
    );
    expect(localizeServerMessage('Something new')).toBe('Something new');
  });

  it('ignores everything that is not a 422 with errors', () => {
    expect(fieldErrorsOf({ status: 500, data: { errors: { email: ['x'] } } }, ['email'])).toEqual([]);
    expect(fieldErrorsOf({ status: 'NETWORK_ERROR' }, ['email'])).toEqual([]);
    expect(fieldErrorsOf(undefined, ['email'])).toEqual([]);
  });
});

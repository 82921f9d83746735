import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '@lp/shared';
import '../../i18n.ts';
import '../../i18n-dialogs.ts';
import { describeSaveError, minimumFrom, translateServerMessage } from './server-errors.ts';

const t = i18n.getFixedT('ru', 'projects');

beforeAll(() => changeLanguage('ru'));

describe('translateServerMessage', () => {
  it("says the spec's messages in the user's language, with the minimum filled in", () => {
    expect(translateServerMessage('This field is required', t)).toBe('Это поле обязательно');
    expect(translateServerMessage('Invalid phone number', t)).toBe('Неверный номер телефона');
    expect(translateServerMessage('Invalid URL format', t)).toBe('Неверный формат URL');
    expect(translateServerMessage('Minimum value: 5', t)).toBe('Минимальное значение: 5');
  });

  it('shows other messages as they are', () => {
    expect(translateServerMessage('Something new', t)).toBe('Something new');
  });
});

describe('minimumFrom', () => {
  it('finds the minimum in the limit messages', () => {
    expect(minimumFrom(['Minimum value: 3'])).toBe(3);
    expect(minimumFrom(['This field is required'])).toBeNull();
    expect(minimumFrom(undefined)).toBeNull();
  });
});

describe('describeSaveError', () => {
  const options = {
    t,
    fields: ['name', 'phones', 'domains', 'limit'],
    texts: { phones: '\n123\n\n456', domains: 'a.ru' },
  };

  it('maps entry indexes to the lines of the textarea and keeps unknown keys apart', () => {
    const failure = describeSaveError(
      {
        status: 422,
        data: {
          message: 'Invalid',
          errors: { 'phones.1': ['Invalid phone number'], limit: ['Minimum value: 2'], company: ['Nope'] },
        },
      },
      options,
    );
    expect(failure).toEqual({
      kind: 'validation',
      fields: { phones: ['Строка 4: Неверный номер телефона'], limit: ['Минимальное значение: 2'] },
      other: ['Nope'],
      clashes: [],
      minLimit: 2,
    });
  });

  it('carries the clashes', () => {
    const clashes = [{ kind: 'domain', value: 'a.ru', project_id: 1, project_name: 'A' }];
    const failure = describeSaveError({ status: 422, data: { message: 'x', errors: {}, clashes } }, options);
    expect(failure.kind === 'validation' && failure.clashes).toEqual(clashes);
  });

  it('is a plain failure for anything but a 422', () => {
    expect(describeSaveError({ status: 500, data: { message: 'Boom' } }, options)).toEqual({
      kind: 'failed',
      message: 'Boom',
    });
    expect(describeSaveError({ status: 'NETWORK_ERROR' }, options)).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(describeSaveError(new Error('x'), options)).toEqual({ kind: 'failed', message: null });
  });
});

import { describe, expect, it } from 'vitest';
import { describeTopUpError, minimumFromMessages, topUpFailureText } from './top-up-error.ts';

const t = (key: string) => `t(${key})`;

describe('top-up failures (spec §8)', () => {
  it('no response → the connection error', () => {
    const failure = describeTopUpError({ status: 'NETWORK_ERROR' });
    expect(failure).toEqual({ kind: 'connection' });
    expect(topUpFailureText(failure, t)).toBe('t(billing:topUp.connectionError)');
  });

  it('anything that is not an HTTP error counts as no response', () => {
    expect(describeTopUpError(new TypeError('Failed to fetch'))).toEqual({ kind: 'connection' });
  });

  it('shows the server body message', () => {
    const failure = describeTopUpError({ status: 500, data: { message: 'Платёжный сервис недоступен' } });
    expect(topUpFailureText(failure, t)).toBe('Платёжный сервис недоступен');
  });

  it('shows a body that carries `error` instead of `message`', () => {
    const failure = describeTopUpError({ status: 400, data: { error: 'Ошибка соединения с сервером' } });
    expect(topUpFailureText(failure, t)).toBe('Ошибка соединения с сервером');
  });

  it('falls back to the generic text for a body without a message', () => {
    expect(topUpFailureText(describeTopUpError({ status: 502, data: '<html>' }), t)).toBe(
      't(common:errors.generic)',
    );
  });

  it('puts 422 amount errors on the field and learns the minimum from them', () => {
    const failure = describeTopUpError({
      status: 422,
      data: { message: 'Minimum value: 5000', errors: { amount: ['Minimum value: 5000'] } },
    });
    expect(failure).toEqual({
      kind: 'validation',
      message: 'Minimum value: 5000',
      fieldErrors: ['Minimum value: 5000'],
      minAmount: 5000,
    });
    expect(topUpFailureText(failure, t)).toBeNull();
  });

  it('shows a 422 without field errors as a message', () => {
    const failure = describeTopUpError({ status: 422, data: { message: 'Invoices are disabled' } });
    expect(topUpFailureText(failure, t)).toBe('Invoices are disabled');
  });
});

describe('minimumFromMessages', () => {
  it('reads formatted Russian amounts', () => {
    expect(minimumFromMessages(['Минимальная сумма пополнения — 1\u00a0500,50 ₽'])).toBe(1500.5);
    expect(minimumFromMessages(['Это поле обязательно'])).toBeNull();
    expect(minimumFromMessages(['Maximum value: 10000000'])).toBeNull();
  });
});

import type { HttpError } from '@lp/shared';

/**
 * Spec §8 "Top-up failure": the server's error body, or `{ error: 'Ошибка соединения с сервером' }` when
 * there was no response. The connection case is a kind here so that its text can be localised.
 */
export type TopUpFailure =
  | { kind: 'connection' }
  | { kind: 'validation'; message: string | null; fieldErrors: string[]; minAmount: number | null }
  | { kind: 'server'; message: string | null };

function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The first number in "Minimum value: 1000" / "Минимальная сумма — 1 000,00 ₽". */
export function minimumFromMessages(messages: string[]): number | null {
  for (const message of messages) {
    // "Maximum value: 10000000" carries a number too, and it is not a minimum.
    if (!/minim|минимал/i.test(message)) continue;
    const match = /\d[\d\s\u00a0]*(?:[.,]\d{1,2})?/.exec(message);
    if (match) {
      const value = Number(match[0].replace(/[\s\u00a0]/g, '').replace(',', '.'));
      if (Number.isFinite(value) && value > 0) return value;
    }
  }
  return null;
}

export function describeTopUpError(error: unknown): TopUpFailure {
  if (!isHttpError(error) || error.status === 'NETWORK_ERROR') return { kind: 'connection' };
  const body = typeof error.data === 'object' && error.data !== null ? error.data : undefined;
  const message = body?.message ?? body?.error ?? null;
  if (error.status === 422) {
    const fieldErrors = body?.errors?.amount ?? [];
    return { kind: 'validation', message, fieldErrors, minAmount: minimumFromMessages(fieldErrors) };
  }
  return { kind: 'server', message };
}

/** The text for a failure that is not shown on the amount field itself. */
export function topUpFailureText(failure: TopUpFailure, t: (key: string) => string): string | null {
  if (failure.kind === 'connection') return t('billing:topUp.connectionError');
  if (failure.kind === 'validation' && failure.fieldErrors.length > 0) return null;
  return failure.message ?? t('common:errors.generic');
}

import type { HttpError } from '@lp/shared';
import { localizeServerMessage } from '../forms/server-errors.ts';

/** Spec §8: the i18n key of the message a failed login shows. */
export function loginErrorKey(error: unknown): string {
  const status = (error as HttpError | undefined)?.status;
  if (status === 401 || status === 422) return 'shell:errors.invalidCredentials';
  return requestErrorKey(error);
}

/** Spec §8: no response → network error, anything else → the generic error. */
export function requestErrorKey(error: unknown): string {
  const status = (error as HttpError | undefined)?.status;
  if (status === 'NETWORK_ERROR') return 'common:errors.network';
  return 'common:errors.generic';
}

// The generic 422 headline says nothing the field errors do not; the caller's own message is better.
const GENERIC_MESSAGES = ['The given data was invalid.', 'Server error.'];

/** The server's own message for a failed call (translated when known), when it sent a useful one. */
export function serverMessage(error: unknown): string | undefined {
  const message = (error as HttpError | undefined)?.data?.message;
  if (typeof message !== 'string' || !message || GENERIC_MESSAGES.includes(message)) return undefined;
  return localizeServerMessage(message);
}

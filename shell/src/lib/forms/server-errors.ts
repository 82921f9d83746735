import { i18n, type HttpError } from '@lp/shared';
import type { FormInstance } from '@lp/shared/ui';

export type FieldErrors = { name: string; errors: string[] }[];

// The server speaks the spec's English messages; these catalogue sections hold their translations.
const TRANSLATED_SECTIONS: [namespace: string, section: string][] = [
  ['common', 'validation'],
  ['common', 'errors'],
  ['shell', 'errors'],
  ['shell', 'serverErrors'],
];

/** A known English server message in the current language; anything else unchanged. */
export function localizeServerMessage(message: string): string {
  for (const [namespace, section] of TRANSLATED_SECTIONS) {
    const english = i18n.getResource('en', namespace, section) as Record<string, unknown> | undefined;
    const key = english && Object.keys(english).find((candidate) => english[candidate] === message);
    if (key) return i18n.t(`${namespace}:${section}.${key}`);
  }
  return message;
}

/** A 422 body `{ errors: { field: [messages] } }` as antd field errors, limited to the form's fields. */
export function fieldErrorsOf(error: unknown, knownFields: string[]): FieldErrors {
  const http = error as HttpError | undefined;
  if (http?.status !== 422 || !http.data?.errors) return [];
  return Object.entries(http.data.errors)
    .filter(([name]) => knownFields.includes(name))
    .map(([name, messages]) => ({
      name,
      errors: (Array.isArray(messages) ? messages : [String(messages)]).map(localizeServerMessage),
    }));
}

/** Puts the server's field errors on the form; false when there were none to show. */
export function applyServerErrors(form: FormInstance, error: unknown, knownFields: string[]): boolean {
  const fields = fieldErrorsOf(error, knownFields);
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

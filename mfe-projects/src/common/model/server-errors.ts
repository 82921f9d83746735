import type { TFunction } from 'i18next';
import type { HttpError } from '@lp/shared';
import type { ProjectClash } from '@lp/shared/contracts';
import { linesOf } from './lines.ts';

const KNOWN: Record<string, string> = {
  'This field is required': 'common:validation.required',
  'Invalid phone number': 'common:validation.phone',
  'Invalid URL format': 'common:validation.url',
  'Invalid email format': 'common:validation.email',
};

const MINIMUM = /^Minimum value:\s*(\d+(?:\.\d+)?)$/;

/** The server words the spec's messages in English; those we show translated, anything else as is. */
export function translateServerMessage(message: string, t: TFunction): string {
  const key = KNOWN[message.trim()];
  if (key) return t(key);
  const minimum = MINIMUM.exec(message.trim());
  if (minimum) return t('common:validation.min', { min: Number(minimum[1]) });
  return message;
}

/** The number in the server's 'Minimum value: 5' for `limit`, if it sent one. */
export function minimumFrom(messages: readonly string[] | undefined): number | null {
  for (const message of messages ?? []) {
    const match = MINIMUM.exec(message.trim());
    if (match) return Number(match[1]);
  }
  return null;
}

export type SaveFailure =
  | {
      kind: 'validation';
      /** Translated messages per form field; `phones.3` became `phones` with its line number. */
      fields: Record<string, string[]>;
      /** Messages of keys that are no field of the form. */
      other: string[];
      clashes: ProjectClash[];
      minLimit: number | null;
    }
  | { kind: 'failed'; message: string | null };

type ErrorBody = { message?: string; errors?: Record<string, string[]>; clashes?: ProjectClash[] };

function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

type DescribeOptions = {
  t: TFunction;
  /** The form's field names; other keys go to `other`. */
  fields: readonly string[];
  /** The textarea text of each line-per-entry field, to turn an entry index back into its line. */
  texts: Partial<Record<string, string>>;
};

/** A failed create/update/bulk add as the form shows it. */
export function describeSaveError(error: unknown, { t, fields, texts }: DescribeOptions): SaveFailure {
  if (!isHttpError(error) || error.status !== 422) {
    const body = isHttpError(error) ? (error.data as ErrorBody | undefined) : undefined;
    return { kind: 'failed', message: body?.message ?? null };
  }
  const body = (error.data ?? {}) as ErrorBody;
  const result: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(body.errors ?? {})) {
    const [field, index] = key.split('.');
    const translated = messages.map((message) => translateServerMessage(message, t));
    if (!fields.includes(field)) {
      other.push(...translated);
      continue;
    }
    const text = texts[field];
    const position = index === undefined ? NaN : Number(index);
    const labelled =
      text !== undefined && Number.isInteger(position)
        ? translated.map((message) =>
            t('projects:form.lineError', { line: linesOf(text)[position]?.line ?? position + 1, message }),
          )
        : translated;
    result[field] = [...(result[field] ?? []), ...labelled];
  }
  return {
    kind: 'validation',
    fields: result,
    other,
    clashes: body.clashes ?? [],
    minLimit: minimumFrom(body.errors?.limit),
  };
}

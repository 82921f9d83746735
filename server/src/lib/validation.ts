import { z } from 'zod';
// The normal forms (domain.md) are one code for the browser and the server.
import { normalizePhone } from '@lp/shared/validation';

/** The spec's validation messages (§5); the front end shows them as they are. */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Invalid email format',
  phone: 'Invalid phone number',
  url: 'Invalid URL format',
  password: 'Password must be at least 8 characters',
} as const;

const requiredError = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? MESSAGES.required : 'Invalid value',
};

/** A non-empty trimmed string. */
export const requiredString = (max = 255) =>
  z.string(requiredError).trim().min(1, MESSAGES.required).max(max, `Must be at most ${max} characters`);

/** An optional string; '' and null become null. */
export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.email)
    .pipe(z.email(MESSAGES.email))
    .transform((value) => value.toLowerCase());

/** Optional phone; empty means none, anything else must normalise. */
export const optionalPhone = () =>
  z
    .string()
    .nullish()
    .transform((value, ctx) => {
      if (!value || value.trim() === '') return null;
      const phone = normalizePhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.phone });
        return z.NEVER;
      }
      return phone;
    });

/** Optional website: http(s) URL or bare host; stored with its scheme. */
export const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(2048, MESSAGES.url)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.'))
          throw new Error('bad');
        return withScheme;
      } catch {
        ctx.addIssue({ code: 'custom', message: MESSAGES.url });
        return z.NEVER;
      }
    });

export const passwordField = () =>
  z
    .string(requiredError)
    .min(1, MESSAGES.required)
    .min(8, MESSAGES.password)
    .max(200, 'Must be at most 200 characters');

export const idParam = z.coerce.number({ error: 'Not found' }).int().positive();

export const messageSchema = z.object({ message: z.string() });

/** `:id` of a record that an unknown or malformed id simply does not find (404, not 422). */
export const notFoundIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Not found' })
    .int('Not found')
    .positive('Not found')
    .max(2 ** 53, 'Not found'),
});

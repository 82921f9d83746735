import { z } from 'zod';
import {
  emailField,
  optionalPhone,
  optionalString,
  optionalUrl,
  passwordField,
  requiredString,
  MESSAGES,
} from '../../lib/validation.ts';
import { userSchema } from '../user/schema.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

export const loginBody = z.object({
  email: emailField(),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, INVALID_CREDENTIALS),
});

export const loginReply = z.object({ token: z.string(), user: userSchema });

/** Company details for self-registration; the password is generated and emailed. */
export const registerBody = z.object({
  name: requiredString(255),
  contact_person: requiredString(255),
  email: emailField(),
  phone: optionalPhone(),
  address_street: optionalString(255),
  address_city: optionalString(255),
  address_postal_code: optionalString(20),
  registration_number: optionalString(50),
  tax_number: optionalString(50),
  website: optionalUrl(),
});
export type RegisterInput = z.infer<typeof registerBody>;

export const registerReply = z.object({
  user: userSchema,
  token: z.string(),
  needs_phone_number: z.boolean(),
  prompt_message: z.string().nullable(),
  message: z.string(),
});

export const passwordResetBody = z.object({ email: emailField() });

export const passwordResetConfirmBody = z
  .object({
    token: z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(200, 'This password reset token is invalid.'),
    password: passwordField(),
    password_confirmation: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

export const messageReply = z.object({ message: z.string() });

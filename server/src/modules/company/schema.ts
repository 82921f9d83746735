import { z } from 'zod';
import {
  emailField,
  idParam,
  MESSAGES,
  optionalPhone,
  optionalString,
  optionalUrl,
  requiredString,
} from '../../lib/validation.ts';
import { userSchema } from '../user/schema.ts';

export const profileParams = z.object({ parent_id: idParam });

export const companyProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  tag: z.string().nullable(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  registration_number: z.string().nullable(),
  tax_number: z.string().nullable(),
  website: z.string().nullable(),
  /** absent when the caller may not see the balance (employee without view_balance) */
  balance: z.string().optional(),
  lead_price: z.string(),
  call_center_price: z.string(),
  trial_remaining: z.number(),
  phone_confirmed_at: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  manager: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** Every field optional: the profile form sends what it edits; password fields change the caller's own password. */
export const profileUpdateBody = z
  .object({
    name: requiredString(255).optional(),
    contact_person: requiredString(255).optional(),
    email: emailField().optional(),
    phone: optionalPhone().optional(),
    address_street: optionalString(255).optional(),
    address_city: optionalString(255).optional(),
    address_postal_code: optionalString(20).optional(),
    registration_number: optionalString(50).optional(),
    tax_number: optionalString(50).optional(),
    website: optionalUrl().optional(),
    current_password: z.string().max(200).optional(),
    password: z.string().max(200, 'Must be at most 200 characters').optional(),
    password_confirmation: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    const changingPassword = Boolean(body.password || body.current_password || body.password_confirmation);
    if (!changingPassword) return;
    if (!body.current_password)
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.required });
    if (!body.password) ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.required });
    else if (body.password.length < 8)
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.password });
    if (body.password && body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match' });
    }
  });
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

export const profileUpdateReply = z.object({
  message: z.string(),
  company: companyProfileSchema,
  user: userSchema,
});

export const balanceReply = z.object({ balance: z.string() });

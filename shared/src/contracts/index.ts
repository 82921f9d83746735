// API contracts of the account calls (spec §7), shared by the server and the browser code.
// The browser imports only the inferred types, so zod never reaches a page bundle.
import { z } from 'zod';

export const loginRequest = z.object({ email: z.email(), password: z.string().min(1) });

export const registerRequest = z.object({
  name: z.string().min(1),
  contact_person: z.string().min(1),
  email: z.email(),
  phone: z.string().optional().nullable(),
  website: z.string().optional().nullable(),
});

export const passwordResetRequest = z.object({ email: z.email() });

export const passwordResetConfirmRequest = z.object({
  token: z.string().min(1),
  password: z.string().min(8),
  password_confirmation: z.string().min(8),
});

export const companyProfile = z.object({
  id: z.number(),
  name: z.string(),
  tag: z.string().nullable().optional(),
  contact_person: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  address_street: z.string().nullable().optional(),
  address_city: z.string().nullable().optional(),
  address_postal_code: z.string().nullable().optional(),
  registration_number: z.string().nullable().optional(),
  tax_number: z.string().nullable().optional(),
  balance: z.string().optional(),
  lead_price: z.string().optional(),
  created_at: z.string().optional(),
});

/** Partial update: the profile form sends its fields, the password form only the three password fields. */
export const companyProfileUpdate = companyProfile
  .omit({ id: true, tag: true, balance: true, lead_price: true, created_at: true })
  .partial()
  .extend({
    current_password: z.string().optional(),
    password: z.string().min(8).optional(),
    password_confirmation: z.string().optional(),
  });

export type LoginRequest = z.infer<typeof loginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;
export type CompanyProfile = z.infer<typeof companyProfile>;
export type CompanyProfileUpdate = z.infer<typeof companyProfileUpdate>;
export * from './projects.ts';
export * from './deals.ts';

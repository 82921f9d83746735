import { z } from 'zod';

export const roleSchema = z.enum(['company', 'employee', 'admin', 'manager']);

/** The User shape of spec §3, returned by login, register, GET /api/user and login-as-company. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  permissions: z.array(z.string()),
  parent_id: z.number().nullable(),
  companies: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      pivot: z.object({ custom_role_id: z.number().nullable() }),
    }),
  ),
  active_company_id: z.number().nullable(),
  customRole: z.object({ id: z.number(), name: z.string(), permissions: z.array(z.string()) }).nullable(),
  needs_phone_number: z.boolean(),
  prompt_message: z.string().nullable(),
  impersonated: z.boolean(),
});

export type UserView = z.infer<typeof userSchema>;

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { effectivePermissions, type Role } from '../auth/tokens.ts';
import type { UserView } from './schema.ts';

export const PHONE_PROMPT =
  'Пожалуйста, укажите номер телефона: он нужен для активации кабинета и начисления 40 бесплатных идентификаций.';

type UserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  permissions: string[];
  parent_id: number | null;
  active_company_id: number | null;
  company_phone: string | null;
};

type MembershipRow = {
  company_id: number;
  company_name: string;
  custom_role_id: number | null;
  role_name: string | null;
  role_permissions: string[] | null;
};

/** Builds the User shape for one user; null when the user doesn't exist. */
export const loadUserView = async (
  db: Db,
  userId: number,
  options: { impersonated?: boolean } = {},
): Promise<UserView | null> => {
  const [user] = await queryRows<UserRow>(
    db,
    sql`SELECT u.id, u.name, u.email, u.phone, u.role, u.permissions, u.parent_id, u.active_company_id,
               c.phone AS company_phone
          FROM users u
          LEFT JOIN companies c ON c.id = u.parent_id
         WHERE u.id = ${userId}`,
  );
  if (!user) return null;
  const memberships = await queryRows<MembershipRow>(
    db,
    sql`SELECT cu.company_id, c.name AS company_name, cu.custom_role_id, cr.name AS role_name, cr.permissions AS role_permissions
          FROM company_user cu
          JOIN companies c ON c.id = cu.company_id
          LEFT JOIN custom_roles cr ON cr.id = cu.custom_role_id
         WHERE cu.user_id = ${userId}
         ORDER BY cu.company_id`,
  );

  const companySide = user.role === 'company' || user.role === 'employee';
  const activeCompanyId = companySide ? (user.active_company_id ?? user.parent_id) : null;
  const active = memberships.find((m) => Number(m.company_id) === Number(activeCompanyId)) ?? null;
  const customRole =
    user.role === 'employee' && active && active.custom_role_id !== null
      ? {
          id: Number(active.custom_role_id),
          name: active.role_name ?? '',
          permissions: active.role_permissions ?? [],
        }
      : null;
  const permissions = effectivePermissions({
    role: user.role,
    userPermissions: user.permissions ?? [],
    rolePermissions: customRole?.permissions ?? null,
    companyId: user.role === 'employee' && !active ? null : activeCompanyId,
  });
  // The company is asked for a phone until it has one (spec §4 "Phone prompt").
  const needsPhone = user.role === 'company' && !user.company_phone && !user.phone;

  return {
    id: Number(user.id),
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: [user.role],
    permissions,
    parent_id: user.parent_id === null ? null : Number(user.parent_id),
    companies: memberships.map((m) => ({
      id: Number(m.company_id),
      name: m.company_name,
      pivot: { custom_role_id: m.custom_role_id === null ? null : Number(m.custom_role_id) },
    })),
    active_company_id: activeCompanyId === null ? null : Number(activeCompanyId),
    customRole,
    needs_phone_number: needsPhone,
    prompt_message: needsPhone ? PHONE_PROMPT : null,
    impersonated: options.impersonated ?? false,
  };
};

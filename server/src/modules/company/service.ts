import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { apiTokens, companies, users } from '../../db/schema.ts';
import { httpError, sqlStateOf, validationError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/service.ts';
import { authChanged } from '../auth/owner-cache.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { EMAIL_TAKEN } from '../auth/service.ts';
import type { CompanyProfile, ProfileUpdate } from './schema.ts';

type ProfileRow = {
  id: number;
  name: string;
  tag: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  address_street: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  registration_number: string | null;
  tax_number: string | null;
  website: string | null;
  balance: string;
  lead_price: string;
  call_center_price: string;
  trial_remaining: number;
  phone_confirmed_at: Date | string | null;
  status: 'active' | 'inactive';
  manager_id: number | null;
  manager_name: string | null;
  manager_email: string | null;
  created_at: Date | string;
};

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** The profile of one company; null when it doesn't exist. Money stays a string (numeric). */
export const loadCompanyProfile = async (
  db: Db,
  companyId: number,
  options: { showBalance: boolean },
): Promise<CompanyProfile | null> => {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT c.id, c.name, c.tag, c.contact_person, c.email, c.phone, c.address_street, c.address_city,
               c.address_postal_code, c.registration_number, c.tax_number, c.website,
               c.balance::text AS balance, c.lead_price::text AS lead_price, c.call_center_price::text AS call_center_price,
               c.trial_remaining, c.phone_confirmed_at, c.status, c.created_at,
               m.id AS manager_id, m.name AS manager_name, m.email AS manager_email
          FROM companies c
          LEFT JOIN users m ON m.id = c.manager_id
         WHERE c.id = ${companyId}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    tag: row.tag,
    contact_person: row.contact_person,
    email: row.email,
    phone: row.phone,
    address_street: row.address_street,
    address_city: row.address_city,
    address_postal_code: row.address_postal_code,
    registration_number: row.registration_number,
    tax_number: row.tax_number,
    website: row.website,
    ...(options.showBalance ? { balance: row.balance } : {}),
    lead_price: row.lead_price,
    call_center_price: row.call_center_price,
    trial_remaining: Number(row.trial_remaining),
    phone_confirmed_at: row.phone_confirmed_at === null ? null : iso(row.phone_confirmed_at),
    status: row.status,
    manager:
      row.manager_id === null
        ? null
        : { id: Number(row.manager_id), name: row.manager_name ?? '', email: row.manager_email ?? '' },
    created_at: iso(row.created_at),
  };
};

export const loadBalance = async (db: Db, companyId: number): Promise<string> => {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`SELECT balance::text AS balance FROM companies WHERE id = ${companyId}`,
  );
  if (!row) throw httpError(404, 'Not found.');
  return row.balance;
};

// API field → companies column (drizzle key).
const COMPANY_COLUMNS = {
  name: 'name',
  contact_person: 'contactPerson',
  email: 'email',
  phone: 'phone',
  address_street: 'addressStreet',
  address_city: 'addressCity',
  address_postal_code: 'addressPostalCode',
  registration_number: 'registrationNumber',
  tax_number: 'taxNumber',
  website: 'website',
} as const;
type CompanyField = keyof typeof COMPANY_COLUMNS;
const COMPANY_FIELDS = Object.keys(COMPANY_COLUMNS) as CompanyField[];

export const hasCompanyFields = (body: ProfileUpdate): boolean =>
  COMPANY_FIELDS.some((field) => body[field] !== undefined);

export type ProfileActor = {
  userId: number;
  tokenId: number;
  companyId: number;
  isOwner: boolean;
  ip: string | null;
};

/**
 * Applies a profile edit: company fields (owner only; the owner's login email follows the company email)
 * and/or the caller's own password (checked against the current one; other sessions are ended).
 */
export const updateProfile = async (db: Db, actor: ProfileActor, body: ProfileUpdate): Promise<void> => {
  if (hasCompanyFields(body) && !actor.isOwner) throw httpError(403, 'This action is unauthorized.');
  const newHash = body.password ? await hashPassword(body.password) : null;

  await db
    .transaction(async (tx) => {
      if (body.password) {
        const [me] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, actor.userId));
        if (!me || !(await verifyPassword(me.passwordHash, body.current_password ?? ''))) {
          throw validationError({ current_password: ['The current password is incorrect.'] });
        }
        await tx.update(users).set({ passwordHash: newHash! }).where(eq(users.id, actor.userId));
        await tx
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(apiTokens.userId, actor.userId),
              ne(apiTokens.id, actor.tokenId),
              sql`${apiTokens.revokedAt} IS NULL`,
            ),
          );
        await writeAudit(tx, {
          actorId: actor.userId,
          action: 'user.password_changed',
          targetType: 'user',
          targetId: actor.userId,
          ip: actor.ip,
        });
      }

      if (!hasCompanyFields(body)) return;
      const [before] = await tx
        .select()
        .from(companies)
        .where(eq(companies.id, actor.companyId))
        .for('update');
      if (!before) throw httpError(404, 'Not found.');
      const patch: Partial<Record<(typeof COMPANY_COLUMNS)[CompanyField], string | null>> = {};
      const changes: Record<string, [unknown, unknown]> = {};
      for (const field of COMPANY_FIELDS) {
        const value = body[field];
        const column = COMPANY_COLUMNS[field];
        if (value === undefined || value === before[column]) continue;
        patch[column] = value;
        // Audit keys are the API's field names, as the admin log shows them.
        changes[field] = [before[column], value];
      }
      if (Object.keys(changes).length === 0) return;

      if (body.email !== undefined && body.email !== before.email) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, body.email), ne(users.id, actor.userId)));
        if (taken) throw validationError({ email: [EMAIL_TAKEN] });
        await tx.update(users).set({ email: body.email }).where(eq(users.id, actor.userId));
      }
      const userPatch = {
        ...(body.contact_person !== undefined ? { name: body.contact_person } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
      };
      if (Object.keys(userPatch).length > 0)
        await tx.update(users).set(userPatch).where(eq(users.id, actor.userId));
      // phone_confirmed_at is left alone: confirmation (and the free trial it grants once) is the
      // activation flow's business, not the profile form's.
      await tx
        .update(companies)
        .set(patch as Partial<typeof companies.$inferInsert>)
        .where(eq(companies.id, actor.companyId));
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'company.profile_updated',
        targetType: 'company',
        targetId: actor.companyId,
        changes,
        ip: actor.ip,
      });
    })
    .catch((error: unknown) => {
      // Another account took the email between our check and our write: the unique index decides.
      if (sqlStateOf(error) === '23505') throw validationError({ email: [EMAIL_TAKEN] });
      throw error;
    });
  // The other sessions it ended must fail in this process at once, not when the notice arrives.
  if (body.password) authChanged();
};

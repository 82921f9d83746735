// Drizzle mirrors of the tables created by migrations/*.sql (the SQL files are the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  phone: text('phone'),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<'company' | 'employee' | 'admin' | 'manager'>().notNull(),
  permissions: textArray('permissions'),
  activeCompanyId: ref('active_company_id'),
  parentId: ref('parent_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  tag: text('tag'),
  contactPerson: text('contact_person'),
  email: text('email'),
  phone: text('phone'),
  addressStreet: text('address_street'),
  addressCity: text('address_city'),
  addressPostalCode: text('address_postal_code'),
  registrationNumber: text('registration_number'),
  taxNumber: text('tax_number'),
  website: text('website'),
  // numeric comes back as a string: exact money, never a float
  balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
  leadPrice: numeric('lead_price', { precision: 12, scale: 2 }).notNull().default('0'),
  callCenterPrice: numeric('call_center_price', { precision: 12, scale: 2 }).notNull().default('0'),
  trialRemaining: integer('trial_remaining').notNull().default(0),
  phoneConfirmedAt: ts('phone_confirmed_at'),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  managerId: ref('manager_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const customRoles = pgTable('custom_roles', {
  id: id(),
  companyId: ref('company_id').notNull(),
  name: text('name').notNull(),
  permissions: textArray('permissions'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const companyUser = pgTable(
  'company_user',
  {
    companyId: ref('company_id').notNull(),
    userId: ref('user_id').notNull(),
    customRoleId: ref('custom_role_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

export const apiTokens = pgTable('api_tokens', {
  id: id(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  impersonatedBy: ref('impersonated_by'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: text('status').$type<'stored' | 'pending' | 'sent' | 'failed'>().notNull().default('stored'),
  error: text('error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const auditLogs = pgTable('audit_logs', {
  id: id(),
  actorId: ref('actor_id'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: ref('target_id'),
  changes: jsonb('changes'),
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// --- Billing (migrations/0002_billing.sql) ---

export type StatementType = 'topup' | 'charge' | 'trial' | 'call_center' | 'adjustment' | 'refund';
export type StatementStatus = 'pending' | 'completed' | 'cancelled';

export const accountStatements = pgTable(
  'account_statements',
  {
    id: id(),
    companyId: ref('company_id').notNull(),
    type: text('type').$type<StatementType>().notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    // signed: charges are negative
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description').notNull().default(''),
    dealId: ref('deal_id'),
    createdBy: ref('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    // nullsFirst(): drizzle's bare .desc() means DESC NULLS LAST, which ORDER BY … DESC can't use.
    index('account_statements_company_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('account_statements_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('account_statements_company_amount_idx').on(t.companyId, t.amount, t.createdAt, t.id),
    index('account_statements_company_type_idx').on(t.companyId, t.type, t.createdAt, t.id),
  ],
);

/** Maintained by triggers on account_statements; read-only for code. */
export const accountStatementCounts = pgTable(
  'account_statement_counts',
  {
    companyId: ref('company_id').notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** Maintained by triggers on account_statements; `day` is the Moscow calendar day of created_at. */
export const accountStatementDailyCounts = pgTable(
  'account_statement_daily_counts',
  {
    companyId: ref('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.status] })],
);

export const invoices = pgTable('invoices', {
  id: id(),
  companyId: ref('company_id').notNull(),
  statementId: ref('statement_id').notNull(),
  number: text('number').notNull().unique(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  details: jsonb('details').notNull(),
  createdBy: ref('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

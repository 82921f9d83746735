import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { App, BuildAppOptions } from '../app.ts';
import { buildApp } from '../app.ts';
import { companies, companyUser, customRoles, users } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { issueToken } from '../modules/auth/tokens.ts';
import { cloneTemplate, templateDatabase } from './template-db.ts';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databaseUrlFor = (name: string): string => {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const withAdmin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export type TestAppOptions = Omit<BuildAppOptions, 'database' | 'seed'>;

/**
 * A fresh app on a fresh PostgreSQL database `lp_test_<random>` (a clone of the migrated template, no demo seed, no job workers
 * unless `workers: true`). `app.close()` drops the database.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<App> => {
  const name = `lp_test_${randomBytes(6).toString('hex')}`;
  const template = await templateDatabase(TEST_DATABASE_URL);
  await withAdmin((client) => cloneTemplate(client, name, template));
  const drop = () =>
    withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  try {
    const app = await buildApp({
      logger: false,
      workers: false,
      ...options,
      // Generous limits so ordinary tests never trip them; throttle tests pass their own.
      authRateLimit: options.authRateLimit ?? { max: 1000, timeWindow: 60_000 },
      config: { publicUrl: 'http://lp.test', ...options.config, databaseUrl: databaseUrlFor(name) },
      afterClose: drop,
    });
    return app;
  } catch (error) {
    await drop();
    throw error;
  }
};

/** Another server process on an existing database: its own pool, its own listener. */
export const createSecondApp = (databaseUrl: string): Promise<App> =>
  buildApp({
    logger: false,
    workers: false,
    migrate: false,
    env: {},
    config: { databaseUrl, publicUrl: 'http://lp.test' },
  });

export const authHeader = (token: string): { authorization: string } => ({
  authorization: `Bearer ${token}`,
});

const unique = (): string => randomBytes(5).toString('hex');

export type TestLogin = { id: number; email: string; password: string };

const createUser = async (
  app: App,
  values: {
    role: 'company' | 'employee' | 'admin' | 'manager';
    email?: string;
    name?: string;
    password?: string;
    parentId?: number;
    permissions?: string[];
  },
): Promise<{ user: TestLogin; token: string }> => {
  const password = values.password ?? `pw-${unique()}`;
  const email = (values.email ?? `${values.role}-${unique()}@test.local`).toLowerCase();
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      name: values.name ?? `${values.role} ${unique()}`,
      passwordHash: await hashPassword(password),
      role: values.role,
      parentId: values.parentId ?? null,
      activeCompanyId: values.role === 'employee' ? (values.parentId ?? null) : null,
      permissions: values.permissions ?? [],
    })
    .returning({ id: users.id });
  const { token } = await issueToken(app.db, { userId: row.id, ttlHours: 1 });
  return { user: { id: row.id, email, password }, token };
};

export type CompanyOverrides = {
  name?: string;
  email?: string;
  password?: string;
  phone?: string | null;
  leadPrice?: string;
  balance?: string;
  managerId?: number | null;
};

/** A company with its owner login and a live token. */
export const createCompany = async (
  app: App,
  overrides: CompanyOverrides = {},
): Promise<{ company: { id: number; name: string }; owner: TestLogin; token: string }> => {
  const email = (overrides.email ?? `owner-${unique()}@test.local`).toLowerCase();
  const name = overrides.name ?? `Company ${unique()}`;
  const [company] = await app.db
    .insert(companies)
    .values({
      name,
      email,
      contactPerson: 'Test Owner',
      phone: overrides.phone === undefined ? '79160000000' : overrides.phone,
      leadPrice: overrides.leadPrice ?? '100.00',
      balance: overrides.balance ?? '0',
      managerId: overrides.managerId ?? null,
    })
    .returning({ id: companies.id });
  const { user, token } = await createUser(app, {
    role: 'company',
    email,
    password: overrides.password,
    parentId: company.id,
    name: 'Test Owner',
  });
  await app.db.insert(companyUser).values({ companyId: company.id, userId: user.id });
  return { company: { id: company.id, name }, owner: user, token };
};

/** An employee of `companyId` whose custom role there grants `permissions`. */
export const createEmployee = async (
  app: App,
  companyId: number,
  permissions: string[] = [],
): Promise<{ user: TestLogin; token: string; customRoleId: number }> => {
  const [role] = await app.db
    .insert(customRoles)
    .values({ companyId, name: `Role ${unique()}`, permissions })
    .returning({ id: customRoles.id });
  const { user, token } = await createUser(app, { role: 'employee', parentId: companyId });
  await app.db.insert(companyUser).values({ companyId, userId: user.id, customRoleId: role.id });
  return { user, token, customRoleId: role.id };
};

export const createAdmin = (app: App, permissions: string[] = []) =>
  createUser(app, { role: 'admin', permissions });
export const createManager = (app: App, permissions: string[] = []) =>
  createUser(app, { role: 'manager', permissions });

/** Emails in the outbox addressed to `to` (newest first), read straight from the table. */
export const outboxFor = async (app: App, to: string) => {
  const { listOutbox } = await import('../modules/outbox/service.ts');
  return (await listOutbox(app.db, { page: 1, perPage: 100, to })).data;
};

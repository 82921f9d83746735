import { sql } from 'drizzle-orm';
import type { Db } from './db/connect.ts';
import { queryRows } from './db/query.ts';
import { companies, companyUser, customRoles, users } from './db/schema.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { seedBilling } from './modules/billing/seed.ts';
import { seedProjects } from './modules/projects/seed.ts';

/** Demo logins, printed by main.ts. Fixed so that the README and manual tests can name them. */
export const DEMO_LOGINS = [
  { role: 'admin', email: 'admin@demo.local', password: 'demo-admin-2026' },
  { role: 'manager', email: 'manager@demo.local', password: 'demo-manager-2026' },
  { role: 'company', email: 'romashka@demo.local', password: 'demo-company-2026' },
  { role: 'company', email: 'vasilek@demo.local', password: 'demo-company-2026' },
  { role: 'employee', email: 'sales@demo.local', password: 'demo-employee-2026' },
] as const;

/** Demo data on an EMPTY database only (no users yet); returns whether it seeded. */
export const seedDemo = async (db: Db): Promise<boolean> => {
  const [{ count }] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM users`);
  if (Number(count) > 0) return false;

  const [admin, manager, owner1, owner2, employee] = await Promise.all(
    DEMO_LOGINS.map((login) => hashPassword(login.password)),
  );

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ email: DEMO_LOGINS[0].email, name: 'Администратор', passwordHash: admin, role: 'admin' });
    const [managerRow] = await tx
      .insert(users)
      .values({
        email: DEMO_LOGINS[1].email,
        name: 'Ирина Менеджерова',
        phone: '79160000001',
        passwordHash: manager,
        role: 'manager',
      })
      .returning({ id: users.id });

    const [company1, company2] = await tx
      .insert(companies)
      .values([
        {
          name: 'ООО «Ромашка»',
          tag: 'romashka',
          contactPerson: 'Анна Петрова',
          email: DEMO_LOGINS[2].email,
          phone: '79161234567',
          addressStreet: 'ул. Тверская, д. 7',
          addressCity: 'Москва',
          addressPostalCode: '125009',
          registrationNumber: '1157746000001',
          taxNumber: '7701000001',
          website: 'https://romashka.example',
          leadPrice: '150.00',
          callCenterPrice: '30.00',
          phoneConfirmedAt: new Date(),
          managerId: managerRow.id,
        },
        {
          name: 'ИП Васильев',
          tag: 'vasilek',
          contactPerson: 'Сергей Васильев',
          email: DEMO_LOGINS[3].email,
          phone: null,
          addressCity: 'Санкт-Петербург',
          leadPrice: '200.00',
        },
      ])
      .returning({ id: companies.id });

    const [owner1Row, owner2Row, employeeRow] = await tx
      .insert(users)
      .values([
        {
          email: DEMO_LOGINS[2].email,
          name: 'Анна Петрова',
          phone: '79161234567',
          passwordHash: owner1,
          role: 'company',
          parentId: company1.id,
        },
        {
          email: DEMO_LOGINS[3].email,
          name: 'Сергей Васильев',
          passwordHash: owner2,
          role: 'company',
          parentId: company2.id,
        },
        {
          email: DEMO_LOGINS[4].email,
          name: 'Олег Продажин',
          phone: '79167654321',
          passwordHash: employee,
          role: 'employee',
          parentId: company1.id,
          activeCompanyId: company1.id,
        },
      ])
      .returning({ id: users.id });

    const [salesRole] = await tx
      .insert(customRoles)
      .values({
        companyId: company1.id,
        name: 'Менеджер продаж',
        permissions: ['view_deals', 'view_balance'],
      })
      .returning({ id: customRoles.id });

    await tx.insert(companyUser).values([
      { companyId: company1.id, userId: owner1Row.id },
      { companyId: company2.id, userId: owner2Row.id },
      { companyId: company1.id, userId: employeeRow.id, customRoleId: salesRole.id },
    ]);

    await seedBilling(tx, [company1.id, company2.id]);
    await seedProjects(tx, [company1.id, company2.id]);
  });
  return true;
};

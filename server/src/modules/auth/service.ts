import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { companies, companyUser, passwordResetTokens, users } from '../../db/schema.ts';
import { httpError, sqlStateOf, validationError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/service.ts';
import { queueEmail, type Mailer } from '../outbox/service.ts';
import { loadUserView } from '../user/service.ts';
import type { UserView } from '../user/schema.ts';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import type { RegisterInput } from './schema.ts';
import { authChanged } from './owner-cache.ts';
import { hashSecret, issueToken, newSecret, revokeAllTokens } from './tokens.ts';

export type ClientInfo = { ip: string | null; userAgent: string | null };

const RESET_TTL_MS = 60 * 60_000;
export const EMAIL_TAKEN = 'The email has already been taken.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid or has expired.';

/** Checks credentials; null when the email is unknown or the password wrong (same time either way). */
export const checkCredentials = async (
  db: Db,
  email: string,
  password: string,
): Promise<{ id: number } | null> => {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  if (!user) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? { id: user.id } : null;
};

export const startSession = async (
  db: Db,
  userId: number,
  ttlHours: number,
  client: ClientInfo,
): Promise<{ token: string; user: UserView }> => {
  const { token } = await issueToken(db, { userId, ttlHours, ip: client.ip, userAgent: client.userAgent });
  const user = await loadUserView(db, userId);
  if (!user) throw httpError(401, 'Unauthenticated.');
  return { token, user };
};

const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

const registrationEmail = (input: RegisterInput, password: string, loginUrl: string) => ({
  to: input.email,
  subject: 'Регистрация на платформе: ваш пароль',
  text: [
    `Здравствуйте, ${input.contact_person}!`,
    '',
    `Компания «${input.name}» зарегистрирована на платформе.`,
    `Логин: ${input.email}`,
    `Пароль: ${password}`,
    '',
    `Войти: ${loginUrl}`,
    'Рекомендуем сменить пароль в профиле после первого входа.',
  ].join('\n'),
});

/** Creates the company, its owner login and the welcome email (with the generated password) in one transaction. */
export const registerCompany = async (
  db: Db,
  mailer: Mailer,
  input: RegisterInput,
  options: { ttlHours: number; publicUrl: string; client: ClientInfo },
): Promise<{ token: string; user: UserView }> => {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (taken) throw validationError({ email: [EMAIL_TAKEN] });
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          contactPerson: input.contact_person,
          email: input.email,
          phone: input.phone,
          addressStreet: input.address_street,
          addressCity: input.address_city,
          addressPostalCode: input.address_postal_code,
          registrationNumber: input.registration_number,
          taxNumber: input.tax_number,
          website: input.website,
          // The free trial (spec §9), from admin settings so it can change without a release.
          trialRemaining: sql`coalesce((SELECT (value #>> '{}')::int FROM settings WHERE key = 'free_trial_deals'), 0)`,
        })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          name: input.contact_person,
          phone: input.phone,
          passwordHash,
          role: 'company',
          parentId: company.id,
        })
        .returning({ id: users.id });
      await tx.insert(companyUser).values({ companyId: company.id, userId: user.id });
      await queueEmail(tx, mailer, registrationEmail(input, password, `${options.publicUrl}/login`));
      await writeAudit(tx, {
        actorId: user.id,
        action: 'company.registered',
        targetType: 'company',
        targetId: company.id,
        ip: options.client.ip,
      });
      return user.id;
    });
    return await startSession(db, userId, options.ttlHours, options.client);
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw validationError({ email: [EMAIL_TAKEN] });
    throw error;
  }
};

/** Stores a one-time reset token (hash only, 1 h) and emails the link; silent when the email is unknown. */
export const requestPasswordReset = async (
  db: Db,
  mailer: Mailer,
  email: string,
  publicUrl: string,
): Promise<void> => {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const token = newSecret();
  const link = `${publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await queueEmail(tx, mailer, {
      to: email,
      subject: 'Восстановление пароля',
      text: [
        `Здравствуйте${user.name ? `, ${user.name}` : ''}!`,
        '',
        'Чтобы задать новый пароль, откройте ссылку (она действует 1 час и только один раз):',
        link,
        '',
        'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо.',
      ].join('\n'),
    });
  });
};

/** Sets a new password from a reset token, marks the token used and ends every session of that user. */
export const confirmPasswordReset = async (
  db: Db,
  token: string,
  password: string,
  ip: string | null,
): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Marking it used in the same statement that finds it makes a token single-use even under a race.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashSecret(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw validationError({ token: [INVALID_RESET_TOKEN] });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    // Older links sent to the same user die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllTokens(tx, used.userId);
    await writeAudit(tx, {
      actorId: used.userId,
      action: 'auth.password_reset',
      targetType: 'user',
      targetId: used.userId,
      ip,
    });
  });
  authChanged();
};

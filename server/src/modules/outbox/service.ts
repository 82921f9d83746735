import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/queue.ts';

export const EMAIL_QUEUE = 'email.send';

export type EmailMessage = { to: string; subject: string; text: string; html?: string | null };

export type Mailer = { jobs: Jobs; smtpEnabled: boolean };

/**
 * Stores an email in the outbox inside the caller's transaction. With SMTP configured it is
 * `pending` and a send job is enqueued in the same transaction; without SMTP it stays `stored`
 * (admins and tests read it through GET /api/admin/outbox).
 */
export const queueEmail = async (tx: Db, mailer: Mailer, message: EmailMessage): Promise<number> => {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status: mailer.smtpEnabled ? 'pending' : 'stored',
    })
    .returning({ id: outboxEmails.id });
  if (mailer.smtpEnabled) await mailer.jobs.send(tx, EMAIL_QUEUE, { id: row.id });
  return row.id;
};

export type OutboxPage = { page: number; perPage: number; to?: string };

export const listOutbox = async (db: Db, query: OutboxPage) => {
  const where = query.to ? eq(outboxEmails.to, query.to.toLowerCase()) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(outboxEmails).where(where),
  ]);
  return { data: rows, total: Number(total) };
};

/** The mailer of an app: SMTP delivery through jobs when SMTP_URL is set, else the outbox only. */
export const mailerOf = (app: { jobs: Jobs; config: { smtpUrl: string | null } }): Mailer => ({
  jobs: app.jobs,
  smtpEnabled: app.config.smtpUrl !== null,
});

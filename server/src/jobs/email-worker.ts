import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/connect.ts';
import { outboxEmails } from '../db/schema.ts';
import { EMAIL_QUEUE } from '../modules/outbox/service.ts';
import type { Jobs } from './queue.ts';

type EmailJob = { id: number };

/** Sends outbox rows through SMTP. Registered only when SMTP_URL is set; otherwise mail stays in the outbox. */
export const registerEmailWorker = async (
  jobs: Jobs,
  db: Db,
  smtpUrl: string,
  from: string,
): Promise<void> => {
  const transport = nodemailer.createTransport(smtpUrl);
  await jobs.work<EmailJob>(
    EMAIL_QUEUE,
    async ({ id }) => {
      const [email] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      // Already sent (a retried job) or deleted: nothing to do, so a retry never mails twice.
      if (!email || email.status === 'sent') return;
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html ?? undefined,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), error: null })
          .where(eq(outboxEmails.id, id));
      } catch (error) {
        await db
          .update(outboxEmails)
          .set({
            status: 'failed',
            error: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
          })
          .where(eq(outboxEmails.id, id));
        // Rethrow so pg-boss retries it.
        throw error;
      }
    },
    { batchSize: 1 },
  );
};

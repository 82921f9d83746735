// Top-up invoices: a pending `topup` statement row and the invoice, in one transaction.
import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { companies, invoices } from '../../db/schema.ts';
import { readSetting } from '../../db/settings.ts';
import { postEntry, type StatementRecord } from './ledger.ts';
import type { InvoiceDetails, Requisites } from './invoice-pdf.ts';
import { moscowParts } from '../../lib/moscow-time.ts';

// Used only when the settings rows are missing (a database set up before they existed).
const DEFAULT_MIN_TOPUP = '1000';

export const minTopupAmount = async (db: Db): Promise<Decimal> => {
  const value = await readSetting(db, 'min_topup_amount');
  try {
    const min = new Decimal(
      typeof value === 'number' || typeof value === 'string' ? value : DEFAULT_MIN_TOPUP,
    );
    return min.isFinite() ? min : new Decimal(DEFAULT_MIN_TOPUP);
  } catch {
    return new Decimal(DEFAULT_MIN_TOPUP);
  }
};

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const platformRequisites = async (db: Db): Promise<Requisites> => {
  const value = await readSetting(db, 'platform_requisites');
  const r = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    name: str(r.name) ?? 'Lead Platform',
    inn: str(r.inn),
    kpp: str(r.kpp),
    address: str(r.address),
    bank: str(r.bank),
    bik: str(r.bik),
    account: str(r.account),
    correspondent_account: str(r.correspondent_account),
  };
};

export const invoiceNumber = (id: number, year: number): string =>
  `INV-${year}-${String(id).padStart(6, '0')}`;

export const invoiceDownloadUrl = (id: number): string => `/api/company/invoices/${id}/pdf`;

export type CreatedInvoice = {
  invoice: { id: number; number: string; amount: string; created_at: string; download_url: string };
  statement: StatementRecord;
};

export const createTopupInvoice = async (
  db: Db,
  input: { companyId: number; userId: number | null; amount: Decimal },
): Promise<CreatedInvoice> =>
  db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
    const supplier = await platformRequisites(tx);
    // The id first, so the number (and the statement's description) can name it.
    const [{ id }] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::bigint AS id`,
    );
    const now = new Date();
    const moscow = moscowParts(now);
    const number = invoiceNumber(Number(id), moscow.year);
    const amount = input.amount.toFixed(2);

    const { statement } = await postEntry(tx, {
      companyId: input.companyId,
      type: 'topup',
      status: 'pending',
      amount,
      description: `Счёт на оплату № ${number}`,
      createdBy: input.userId,
    });

    const address = [company.addressPostalCode, company.addressCity, company.addressStreet]
      .filter(Boolean)
      .join(', ');
    const details: InvoiceDetails = {
      number,
      date: moscow.ymd,
      amount,
      supplier,
      payer: { name: company.name, inn: company.taxNumber, address: address || null },
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        id: Number(id),
        companyId: input.companyId,
        statementId: statement.id,
        number,
        amount,
        details,
        createdBy: input.userId,
      })
      .returning({ createdAt: invoices.createdAt });

    return {
      invoice: {
        id: Number(id),
        number,
        amount,
        created_at: row.createdAt.toISOString(),
        download_url: invoiceDownloadUrl(Number(id)),
      },
      statement,
    };
  });

/** The caller's own invoice, or null (another company's id looks exactly like a missing one). */
export const findInvoice = async (
  db: Db,
  companyId: number,
  invoiceId: number,
): Promise<{ number: string; details: InvoiceDetails } | null> => {
  const [row] = await db
    .select({ number: invoices.number, details: invoices.details })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  return row ? { number: row.number, details: row.details as InvoiceDetails } : null;
};

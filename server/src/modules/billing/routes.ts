import { z } from 'zod';
import { sendXlsx } from '../../lib/xlsx-stream.ts';
import { uncheckedJson } from '../../lib/unchecked-json.ts';
import type { App, RoutesPlugin } from '../../app-types.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses, httpError, validationError } from '../../plugins/errors.ts';
import { checkAmount } from './amount-rules.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createTopupInvoice, findInvoice, minTopupAmount } from './invoice-service.ts';
import { moscowDayEnd, moscowDayStart, moscowToday } from '../../lib/moscow-time.ts';
import { preparedRunner } from '../../db/prepared.ts';
import {
  exportQuerySchema,
  idParamsSchema,
  invoiceBodySchema,
  invoiceResponseSchema,
  messageSchema,
  statementsQuerySchema,
  statementsResponseSchema,
  toStatementJson,
  type ExportQuery,
} from './schema.ts';
import { exportStatements, listStatements, type StatementQuery } from './statements-sql.ts';
import { EXPORT_FILE_NAME, streamStatementsXlsx } from './statements-xlsx.ts';

const TAGS = ['billing'];
const SECURITY = [{ bearerAuth: [] }];

const toStatementQuery = (companyId: number, query: ExportQuery): StatementQuery => ({
  companyId,
  status: query.status ?? null,
  from: query.dateFrom ? moscowDayStart(query.dateFrom) : null,
  to: query.dateTo ? moscowDayEnd(query.dateTo) : null,
  sortBy: query.sort_by,
  sortDesc: query.sort_desc,
});

export const billingRoutes: RoutesPlugin = async (app: App) => {
  const run = preparedRunner(app.database);
  // Company role (holds every permission) or an employee whose role grants view_balance.
  const canViewBalance = [app.authenticate, app.requirePermission('view_balance')];

  app.get(
    '/api/company/account-statements',
    {
      preHandler: canViewBalance,
      serializerCompiler: uncheckedJson,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'The company account statement (newest first by default) with the current balance',
        querystring: statementsQuerySchema,
        response: { 200: statementsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const query = request.query;
      const page = await listStatements(run, toStatementQuery(companyId, query), query.page, query.per_page);
      if (!page) throw httpError(404, 'Company not found.');
      const company = { id: companyId, name: page.companyName };
      return {
        data: page.rows.map((row) => ({ ...row, company })),
        total: page.total,
        balance: page.balance,
      };
    },
  );

  app.get(
    '/api/company/account-statements/export',
    {
      preHandler: canViewBalance,
      // The body is already a zip; compressing it again costs CPU for nothing.
      compress: false,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'The statement as account_statements.xlsx (the date range defaults to today, Moscow time)',
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('xlsx file'), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const query = request.query;
      // Spec §5: with no dates at all the export covers today.
      const today = moscowToday();
      const dated: ExportQuery =
        query.dateFrom || query.dateTo ? query : { ...query, dateFrom: today, dateTo: today };
      const [company] = await run('billing_company_name', 'SELECT name FROM companies WHERE id = $1', [
        companyId,
      ]);
      if (!company) throw httpError(404, 'Company not found.');
      const stream = streamStatementsXlsx(
        exportStatements(run, toStatementQuery(companyId, dated)),
        String(company.name),
        (error) => request.log.error({ err: error }, 'statement export failed'),
      );
      return sendXlsx(reply, EXPORT_FILE_NAME, stream);
    },
  );

  app.post(
    '/api/company/payments/invoice',
    {
      preHandler: canViewBalance,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: 'Issue a top-up invoice: a pending top-up row plus the invoice PDF',
        body: invoiceBodySchema,
        response: { 201: invoiceResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(request);
      const check = checkAmount(request.body.amount, { min: await minTopupAmount(app.db) });
      if (!check.ok) throw validationError({ amount: [check.message] });
      const created = await createTopupInvoice(app.db, {
        companyId,
        userId: request.auth.userId,
        amount: check.amount,
      });
      return reply
        .status(201)
        .send({ invoice: created.invoice, statement: toStatementJson(created.statement) });
    },
  );

  app.get(
    '/api/company/invoices/:id/pdf',
    {
      preHandler: canViewBalance,
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary: "Download one of the company's invoices as PDF",
        params: idParamsSchema,
        response: { 200: z.any().describe('PDF file'), 404: messageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const invoice = await findInvoice(app.db, companyIdOf(request), request.params.id);
      if (!invoice) throw httpError(404, 'Invoice not found.');
      const pdf = await renderInvoicePdf(invoice.details);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

/** The name app.ts looks for when it loads optional modules. */

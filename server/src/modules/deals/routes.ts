// Deals of the caller's company (spec §7): the list with its stat groups, status and comment edits,
// the xlsx export. The company role, or an employee whose role grants view_deals; admins get 403.
import { z } from 'zod';
import { sendXlsx } from '../../lib/xlsx-stream.ts';
import type { App } from '../../app-types.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { uncheckedJson } from '../../lib/unchecked-json.ts';
import { errorResponses, httpError } from '../../plugins/errors.ts';
import type { DealFilters } from './deal-sql.ts';
import { setDealComment, setDealStatus } from './edit.ts';
import { EXPORT_MAX_ROWS, exportDeals } from './export-sql.ts';
import { EXPORT_FILE_NAME, streamDealsXlsx } from './export-xlsx.ts';
import type { NameCache } from './display-names.ts';
import { listDeals } from './list-sql.ts';
import {
  commentBodySchema,
  dealListSchema,
  dealSchema,
  exportQuerySchema,
  idParamsSchema,
  listQuerySchema,
  statusBodySchema,
  type ExportQuery,
} from './schema.ts';

const TAGS = ['deals'];
const SECURITY = [{ bearerAuth: [] }];
const NOT_FOUND = 'Deal not found.';

const toFilters = (companyId: number, query: ExportQuery): DealFilters => ({
  companyId,
  status: query.status ?? null,
  projectId: query.project_id ?? null,
  dateFrom: query.dateFrom ?? null,
  dateTo: query.dateTo ?? null,
  search: query.search ?? null,
  sortBy: query.sortBy,
  sortDesc: query.sortDesc,
});

/** itemsPerPage caps the export when positive; absent, 0 or -1 ("all") exports every match. */
const exportLimit = (itemsPerPage: number | undefined): number =>
  itemsPerPage && itemsPerPage > 0 ? Math.min(itemsPerPage, EXPORT_MAX_ROWS) : EXPORT_MAX_ROWS;

export const dealRoutes = async (app: App, names: NameCache): Promise<void> => {
  const run = preparedRunner(app.database);
  const preHandler = [app.authenticate, app.requirePermission('view_deals')];
  const common = { tags: TAGS, security: SECURITY };

  app.get(
    '/api/deals',
    {
      preHandler,
      serializerCompiler: uncheckedJson,
      schema: {
        ...common,
        summary: "The company's deals (newest first by default) with the total and the four stat groups",
        querystring: listQuerySchema,
        response: { 200: dealListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const query = request.query;
      return listDeals(run, names, {
        ...toFilters(companyIdOf(request), { ...query, user_id: undefined, itemsPerPage: undefined }),
        page: query.page,
        perPage: query.per_page,
      });
    },
  );

  app.get(
    '/api/deals/export',
    {
      preHandler,
      // The body is already a zip; compressing it again costs CPU for nothing.
      compress: false,
      schema: {
        ...common,
        summary:
          'The filtered deals as deals.xlsx (user_id is ignored: the token fixes the company; itemsPerPage > 0 caps the rows)',
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('xlsx file'), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filters = toFilters(companyIdOf(request), query);
      const stream = streamDealsXlsx(exportDeals(run, filters, exportLimit(query.itemsPerPage)), (error) =>
        request.log.error({ err: error }, 'deals export failed'),
      );
      return sendXlsx(reply, EXPORT_FILE_NAME, stream);
    },
  );

  app.patch(
    '/api/deals/:id/status',
    {
      preHandler,
      schema: {
        ...common,
        summary: "Change a deal's status",
        params: idParamsSchema,
        body: statusBodySchema,
        response: { 200: dealSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const deal = await setDealStatus(app.db, companyIdOf(request), request.params.id, request.body.status);
      if (!deal) throw httpError(404, NOT_FOUND);
      return deal;
    },
  );

  app.patch(
    '/api/deals/:id/comment',
    {
      preHandler,
      schema: {
        ...common,
        summary: "Change a deal's comment (null or '' clears it)",
        params: idParamsSchema,
        body: commentBodySchema,
        response: { 200: dealSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const deal = await setDealComment(
        app.db,
        companyIdOf(request),
        request.params.id,
        request.body.comment,
      );
      if (!deal) throw httpError(404, NOT_FOUND);
      return deal;
    },
  );
};

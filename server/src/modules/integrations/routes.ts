// GET /api/company/integrations: the project form's integration select (read-only until the
// integrations screen exists; spec §7 "The list returns data, total").
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { IntegrationList } from '@lp/shared/contracts/projects';
import type { App, RoutesPlugin } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';

const integrationListSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string() })),
  total: z.number(),
});

export const listIntegrations = async (app: App, companyId: number): Promise<IntegrationList> => {
  const rows = await queryRows<{ id: number; name: string }>(
    app.db,
    sql`SELECT id, name FROM integrations WHERE company_id = ${companyId} ORDER BY id`,
  );
  const data = rows.map((row) => ({ id: Number(row.id), name: row.name }));
  return { data, total: data.length };
};

export const integrationRoutes: RoutesPlugin = async (app: App) => {
  app.get(
    '/api/company/integrations',
    {
      preHandler: [app.authenticate, app.requireRoles('company', 'employee')],
      schema: {
        tags: ['integrations'],
        security: [{ bearerAuth: [] }],
        summary: "The company's integrations (id and name)",
        response: { 200: integrationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listIntegrations(app, companyIdOf(request)),
  );
};

import { z } from 'zod';
import type { App, RoutesPlugin } from '../../app-types.ts';
import { validationError } from '../../plugins/errors.ts';
import { checkAmount } from '../billing/amount-rules.ts';
import {
  amountInputSchema,
  idParamsSchema,
  messageSchema,
  statementRecordSchema,
  toStatementJson,
} from '../billing/schema.ts';
import { assertMayEditBalance, changeBalance, type BalanceChange } from './balance-service.ts';

const TAGS = ['admin-companies'];
const SECURITY = [{ bearerAuth: [] }];

const balanceBodySchema = z.object({
  amount: amountInputSchema.optional(),
  description: z
    .string()
    .trim()
    .max(500, { error: 'The description may not be longer than 500 characters.' })
    .optional(),
  statement_id: z.number({ error: 'The statement id must be a number.' }).int().positive().optional(),
});

const balanceResponseSchema = z.object({
  balance: z.string(),
  statement: statementRecordSchema,
});

export const adminCompanyRoutes: RoutesPlugin = async (app: App) => {
  app.post(
    '/api/admin/companies/:id/balance',
    {
      preHandler: [app.authenticate, app.requireRoles('admin', 'manager')],
      schema: {
        tags: TAGS,
        security: SECURITY,
        summary:
          'Record a payment (positive amount), an adjustment (negative) or complete a pending top-up (statement_id); admin, or a manager granted "edit company balance"',
        params: idParamsSchema,
        body: balanceBodySchema,
        response: {
          200: balanceResponseSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          422: messageSchema,
        },
      },
    },
    async (request) => {
      const companyId = request.params.id;
      const actor = { userId: request.auth.userId, roles: request.auth.roles, ip: request.ip };
      await assertMayEditBalance(app.db, actor, companyId);

      const body = request.body;
      let change: BalanceChange;
      if (body.statement_id !== undefined) {
        const check = body.amount === undefined ? null : checkAmount(body.amount);
        if (check && !check.ok) throw validationError({ amount: [check.message] });
        change = {
          kind: 'complete',
          statementId: body.statement_id,
          amount: check?.amount ?? null,
          description: body.description || null,
        };
      } else {
        const check = checkAmount(body.amount, { allowNegative: true });
        if (!check.ok) throw validationError({ amount: [check.message] });
        change = { kind: 'post', amount: check.amount, description: body.description || null };
      }

      const result = await changeBalance(app.db, actor, companyId, change, { jobs: app.jobs });
      return { balance: result.balanceAfter, statement: toStatementJson(result.statement) };
    },
  );
};

/** The name app.ts looks for when it loads optional modules. */

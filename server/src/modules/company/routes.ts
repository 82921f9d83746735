import type { App } from '../../app-types.ts';
import { companyIdOf } from '../../plugins/auth.ts';
import { errorResponses, httpError } from '../../plugins/errors.ts';
import { loadUserView } from '../user/service.ts';
import {
  balanceReply,
  companyProfileSchema,
  profileParams,
  profileUpdateBody,
  profileUpdateReply,
} from './schema.ts';
import { loadBalance, loadCompanyProfile, updateProfile } from './service.ts';

const NOT_FOUND = 'Not found.';

export const companyRoutes = async (app: App): Promise<void> => {
  const tags = ['company'];
  const security = [{ bearerAuth: [] }];
  const companySide = [app.authenticate, app.requireRoles('company', 'employee')];

  // The path id must be the caller's own company: anything else is 404, so ids of other tenants leak nothing.
  app.get(
    '/api/company/profile/:parent_id',
    {
      schema: {
        tags,
        security,
        params: profileParams,
        response: { 200: companyProfileSchema, ...errorResponses(401, 403, 404) },
      },
      preHandler: companySide,
    },
    async (request) => {
      const companyId = companyIdOf(request);
      if (request.params.parent_id !== companyId) throw httpError(404, NOT_FOUND);
      const profile = await loadCompanyProfile(app.db, companyId, {
        showBalance: request.auth.permissions.includes('view_balance'),
      });
      if (!profile) throw httpError(404, NOT_FOUND);
      return profile;
    },
  );

  app.put(
    '/api/company/profile',
    {
      schema: {
        tags,
        security,
        body: profileUpdateBody,
        response: { 200: profileUpdateReply, ...errorResponses(401, 403, 422) },
      },
      preHandler: companySide,
    },
    async (request) => {
      const companyId = companyIdOf(request);
      await updateProfile(
        app.db,
        {
          userId: request.auth.userId,
          tokenId: request.auth.tokenId,
          companyId,
          isOwner: request.auth.roles.includes('company'),
          ip: request.ip ?? null,
        },
        request.body,
      );
      const [company, user] = await Promise.all([
        loadCompanyProfile(app.db, companyId, {
          showBalance: request.auth.permissions.includes('view_balance'),
        }),
        loadUserView(app.db, request.auth.userId, { impersonated: request.auth.isImpersonated }),
      ]);
      if (!company || !user) throw httpError(404, NOT_FOUND);
      return { message: 'Profile updated.', company, user };
    },
  );

  app.get(
    '/api/company/balance',
    {
      schema: { tags, security, response: { 200: balanceReply, ...errorResponses(401, 403) } },
      preHandler: [app.authenticate, app.requirePermission('view_balance')],
    },
    async (request) => ({ balance: await loadBalance(app.db, companyIdOf(request)) }),
  );
};

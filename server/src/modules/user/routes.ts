import type { App } from '../../app-types.ts';
import { errorResponses, httpError } from '../../plugins/errors.ts';
import { userSchema } from './schema.ts';
import { loadUserView } from './service.ts';

export const userRoutes = async (app: App): Promise<void> => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['user'],
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await loadUserView(app.db, request.auth.userId, {
        impersonated: request.auth.isImpersonated,
      });
      if (!user) throw httpError(401, 'Unauthenticated.');
      return user;
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { errorResponses, httpError, validationError } from '../../plugins/errors.ts';
import { mailerOf } from '../outbox/service.ts';
import {
  INVALID_CREDENTIALS,
  loginBody,
  loginReply,
  messageReply,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
  registerReply,
} from './schema.ts';
import {
  checkCredentials,
  confirmPasswordReset,
  registerCompany,
  requestPasswordReset,
  startSession,
  type ClientInfo,
} from './service.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { authChanged } from './owner-cache.ts';
import { findTokenOwner, revokeToken } from './tokens.ts';

export type AuthRoutesOptions = { authRateLimit: { max: number; timeWindow: number } };

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

const RESET_SENT = 'If this email is registered, we have sent a password reset link to it.';

export const authRoutes = async (app: App, options: AuthRoutesOptions): Promise<void> => {
  const tags = ['auth'];

  // Wrong credentials answer 422 with the message on `email`, not 401: the front end treats 401/403
  // as "session expired", while this is a form error shown as 'Invalid email or password.'.
  app.post(
    '/api/login',
    { schema: { tags, body: loginBody, response: { 200: loginReply, ...errorResponses(422, 429) } } },
    async (request) => {
      const { email, password } = request.body;
      const wait = app.loginThrottle.retryAfter(email, request.ip);
      if (wait > 0) throw httpError(429, `Too many login attempts. Please try again in ${wait} seconds.`);
      const user = await checkCredentials(app.db, email, password);
      if (!user) {
        app.loginThrottle.recordFailure(email, request.ip);
        throw validationError({ email: [INVALID_CREDENTIALS] });
      }
      app.loginThrottle.recordSuccess(email);
      return startSession(app.db, user.id, app.config.tokenTtlHours, clientOf(request));
    },
  );

  // Always 200: logging out with a token that is already revoked or expired is still "logged out".
  app.post('/api/logout', { schema: { tags, response: { 200: messageReply } } }, async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match && match[1].length <= 200) {
      const owner = await findTokenOwner(preparedRunner(app.database), match[1]);
      if (owner) {
        await revokeToken(app.db, owner.tokenId);
        authChanged();
      }
    }
    return { message: 'Logged out.' };
  });

  app.post(
    '/api/register',
    {
      schema: { tags, body: registerBody, response: { 200: registerReply, ...errorResponses(422, 429) } },
      config: { rateLimit: options.authRateLimit },
    },
    async (request) => {
      const { token, user } = await registerCompany(app.db, mailerOf(app), request.body, {
        ttlHours: app.config.tokenTtlHours,
        publicUrl: app.config.publicUrl,
        client: clientOf(request),
      });
      return {
        user,
        token,
        needs_phone_number: user.needs_phone_number,
        prompt_message: user.prompt_message,
        message: 'Registration successful. The password has been sent to your email.',
      };
    },
  );

  app.post(
    '/api/password-reset',
    {
      schema: { tags, body: passwordResetBody, response: { 200: messageReply, ...errorResponses(422, 429) } },
      config: { rateLimit: options.authRateLimit },
    },
    async (request) => {
      await requestPasswordReset(app.db, mailerOf(app), request.body.email, app.config.publicUrl);
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      schema: {
        tags,
        body: passwordResetConfirmBody,
        response: { 200: messageReply, ...errorResponses(422, 429) },
      },
      config: { rateLimit: options.authRateLimit },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.password, request.ip ?? null);
      return { message: 'Your password has been reset.' };
    },
  );
};

import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { httpError } from './errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type SecurityOptions = {
  /** Origins of remotes served from elsewhere (from the runtime JSON) plus any extra allowed origins. */
  scriptOrigins: string[];
  secureCookies: boolean;
};

export const registerSecurity = async (app: FastifyInstance, options: SecurityOptions): Promise<void> => {
  await app.register(cookie);

  const extra = options.scriptOrigins;
  // Built once and applied to every reply. (@fastify/helmet built a new middleware, parsing the CSP
  // again, on every request: a measurable share of a hot list request in bench:deals.)
  const securityHeaders = helmet({
    // Module Federation loads remoteEntry/chunks with <script> from each remote's origin and fetches
    // its manifest, so those origins are allowed for scripts, fetches, styles, fonts and images.
    // antd injects <style> tags at runtime, hence 'unsafe-inline' for styles only.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        connectSrc: ["'self'", ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Another origin's shell may load our remotes' scripts.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // CSRF rule. Authentication is a bearer token (never a cookie), so a forged cross-site request has
  // no credential; the double-submit check below is defence in depth for browsers:
  //  - a response sets a readable XSRF-TOKEN cookie (SameSite=Lax) when the request had none and no
  //    bearer token (the browser gets it with its first page load; header-authenticated API clients
  //    never use it, and minting one per API call was a measurable cost on the hot list endpoint);
  //  - a POST/PUT/PATCH/DELETE that carries that cookie must echo it in X-XSRF-TOKEN, else 419;
  //  - a request without the cookie (API clients, tests using only the bearer token) is not checked.
  // 419 (as Laravel does) rather than 403, because the front end treats any 403 as "session expired".
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      if (request.headers.authorization) return;
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: options.secureCookies,
      });
      return;
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (typeof headerToken !== 'string' || headerToken !== cookieToken) {
      throw httpError(419, 'CSRF token mismatch.');
    }
  });
};

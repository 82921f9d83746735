import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Registers @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`
 * (e.g. register and password reset). Login has its own failure-based throttle (modules/auth/throttle.ts).
 */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    // The error handler turns this into `{ message }` with status 429.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
};

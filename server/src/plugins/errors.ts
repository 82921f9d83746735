import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** An error a route or service throws on purpose; the handler below turns it into `{ message, errors? }`. */
export class HttpError extends Error {
  statusCode: number;
  errors: FieldErrors | undefined;
  /** More body fields beside `message` and `errors` (e.g. the structured `clashes` of a project 422). */
  extra: Record<string, unknown> | undefined;
  constructor(statusCode: number, message: string, errors?: FieldErrors, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.extra = extra;
  }
}

export const httpError = (
  status: number,
  message: string,
  errors?: FieldErrors,
  extra?: Record<string, unknown>,
): HttpError => new HttpError(status, message, errors, extra);

/** 422 with field messages; the top-level message is the first field message, as Laravel-style clients expect. */
export const validationError = (errors: FieldErrors): HttpError => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
};

const REQUIRED = 'This field is required';

type Issue = { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> };

// zod issue → the spec's wording when the schema did not set one (our schemas mostly do).
const messageFor = (issue: Issue): string => {
  const params = issue.params ?? {};
  if (
    issue.keyword === 'invalid_type' &&
    (params.input === undefined || /received undefined/i.test(issue.message ?? ''))
  ) {
    return REQUIRED;
  }
  return issue.message ?? 'Invalid value';
};

const fieldName = (issue: Issue, context: string | undefined): string => {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'body' ? 'body' : (context ?? 'request'));
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthenticated.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'Request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too many requests. Please try again later.',
};

/** The PostgreSQL SQLSTATE of an error or of one of its causes (drizzle wraps driver errors). */
export const sqlStateOf = (error: unknown): string | null => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
};

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Call before any route is added: a route keeps the error handler in force when it was declared. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue, error.validationContext);
        (errors[field] ??= []).push(messageFor(issue));
      }
      return reply
        .status(422)
        .send({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors });
    }
    if (isResponseSerializationError(error as never)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Server error.' });
    }
    // Safety net: a value PostgreSQL refuses (NUL byte, out-of-range number, bad date) is bad input, not a 500.
    const sqlState = sqlStateOf(error);
    if (sqlState?.startsWith('22')) {
      request.log.warn({ err: error }, 'database rejected a value');
      return reply.status(422).send({ message: 'The given data was invalid.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body.'
          : status === 429
            ? error.message || STATUS_MESSAGES[429]
            : (STATUS_MESSAGES[status] ?? error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Server error.' });
  });
};

/** API 404s are JSON; browser navigations fall through to the SPA (the static plugin's fallback). */
export const registerNotFoundHandler = (app: FastifyInstance, notFoundFallback?: NotFoundFallback): void => {
  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback && (await notFoundFallback(request, reply))) return reply;
    return reply.status(404).send({ message: STATUS_MESSAGES[404] });
  });
};

/** The one error body, for route schemas (OpenAPI shows it on each route's error statuses). */
export const errorReply = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 419 | 422 | 429;

/** `{ 401: errorReply, 403: errorReply, … }` for a route's `response` schema. */
export const errorResponses = (...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorReply>> =>
  Object.fromEntries(statuses.map((status) => [status, errorReply]));

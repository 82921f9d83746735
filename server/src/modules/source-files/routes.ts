// Source files: uploads (admin, or the supplier with its ingest token), JSON batches (token), the
// admin list, one file, its error report, a failed file's retry, and the supplier's view of its own files.
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { App, RoutesPlugin } from '../../app-types.ts';
import { queryRows } from '../../db/query.ts';
import { errorResponses, httpError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/service.ts';
import { ingestSourceOf, registerIngestAuth } from '../sources/ingest-auth.ts';
import { errorReportStream } from './error-report.ts';
import { getSourceFile, listSourceFiles } from './file-sql.ts';
import { writeBatchFile } from './json-batch.ts';
import { retrySourceFile } from './retry-file.ts';
import {
  batchBodySchema,
  idParamsSchema,
  listFilesQuerySchema,
  sourceFileListSchema,
  sourceFileSchema,
} from './schema.ts';
import { removeStaleUploads } from './storage.ts';
import { storeSourceFile } from './store-file.ts';
import { acceptUpload, type UploadDeps } from './upload.ts';
import { declareSourceFileQueue } from './worker.ts';

const adminCommon = { tags: ['admin-source-files'], security: [{ bearerAuth: [] }] };
// The supplier's bearer token is the source's ingest token, not a user token.
const ingestCommon = { tags: ['ingest'], security: [{ bearerAuth: [] }] };
const NOT_FOUND = 'Source file not found.';
const uploadReplies = {
  200: sourceFileSchema,
  202: sourceFileSchema,
  ...errorResponses(401, 403, 404, 413, 422),
};

export const sourceFileRoutes: RoutesPlugin = async (app: App) => {
  await declareSourceFileQueue(app.jobs);
  // Temp files of uploads cut off by a killed process; a failure here must not stop the server.
  await removeStaleUploads(app.config.dataDir)
    .then((removed) => {
      if (removed > 0) app.log.info({ removed }, 'removed stale upload temp files');
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove stale upload temp files'));
  // Limits per request (request.file); the plugin only parses multipart/form-data bodies.
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  const deps: UploadDeps = {
    db: app.db,
    jobs: app.jobs,
    dataDir: app.config.dataDir,
    maxBytes: app.config.uploadMaxBytes,
  };
  const admin = [app.authenticate, app.requireRoles('admin')];
  const supplier = [registerIngestAuth(app)];

  app.post(
    '/api/admin/sources/:id/files',
    {
      preHandler: admin,
      schema: {
        ...adminCommon,
        summary:
          "Upload a CSV or XLSX file of the source (multipart field 'file'); 202 queued, 200 already uploaded",
        params: idParamsSchema,
        response: uploadReplies,
      },
    },
    async (request, reply) => {
      const sourceId = request.params.id;
      const [source] = await queryRows<{ id: number }>(
        app.db,
        sql`SELECT id FROM sources WHERE id = ${sourceId}`,
      );
      if (!source) throw httpError(404, 'Source not found.');
      const { file, created } = await acceptUpload(
        deps,
        request,
        sourceId,
        request.auth.userId,
        (tx, stored) =>
          writeAudit(tx, {
            actorId: request.auth.userId,
            action: 'source_file.uploaded',
            targetType: 'source_file',
            targetId: stored.id,
            changes: { source_id: sourceId, name: stored.name, size_bytes: stored.size_bytes },
            ip: request.ip,
          }),
      );
      return reply.status(created ? 202 : 200).send(file);
    },
  );

  app.post(
    '/api/ingest/files',
    {
      preHandler: supplier,
      schema: {
        ...ingestCommon,
        summary: "The supplier uploads a CSV or XLSX file (multipart field 'file') with its ingest token",
        response: uploadReplies,
      },
    },
    async (request, reply) => {
      const { file, created } = await acceptUpload(deps, request, ingestSourceOf(request), null);
      return reply.status(created ? 202 : 200).send(file);
    },
  );

  app.post(
    '/api/ingest/batches',
    {
      preHandler: supplier,
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        ...ingestCommon,
        summary: 'The supplier pushes up to 10,000 rows as JSON; stored and processed like a file',
        body: batchBodySchema,
        response: { 200: sourceFileSchema, 202: sourceFileSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      const stored = await writeBatchFile(app.config.dataDir, request.body);
      const { file, created } = await storeSourceFile(deps, {
        sourceId: ingestSourceOf(request),
        name: `batch-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
        format: 'json',
        ...stored,
        uploadedBy: null,
      });
      return reply.status(created ? 202 : 200).send(file);
    },
  );

  app.get(
    '/api/ingest/files/:id',
    {
      preHandler: supplier,
      schema: {
        ...ingestCommon,
        summary: "One of the supplier's own files with its status and counts",
        params: idParamsSchema,
        response: { 200: sourceFileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const file = await getSourceFile(app.db, request.params.id, ingestSourceOf(request));
      if (!file) throw httpError(404, NOT_FOUND);
      return file;
    },
  );

  app.get(
    '/api/admin/source-files',
    {
      preHandler: admin,
      schema: {
        ...adminCommon,
        summary: 'Source files, newest first, with their status and counts',
        querystring: listFilesQuerySchema,
        response: { 200: sourceFileListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      listSourceFiles(app.db, {
        sourceId: request.query.source_id ?? null,
        status: request.query.status ?? null,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.get(
    '/api/admin/source-files/:id',
    {
      preHandler: admin,
      schema: {
        ...adminCommon,
        summary: 'One source file',
        params: idParamsSchema,
        response: { 200: sourceFileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const file = await getSourceFile(app.db, request.params.id);
      if (!file) throw httpError(404, NOT_FOUND);
      return file;
    },
  );

  app.get(
    '/api/admin/source-files/:id/errors',
    {
      preHandler: admin,
      schema: {
        ...adminCommon,
        summary: 'The per-row error report of a file (CSV: row, error, raw)',
        params: idParamsSchema,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await getSourceFile(app.db, request.params.id);
      if (!file) throw httpError(404, NOT_FOUND);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="source-file-${file.id}-errors.csv"`)
        .send(errorReportStream(app.db, file.id));
    },
  );

  app.post(
    '/api/admin/source-files/:id/retry',
    {
      preHandler: admin,
      schema: {
        ...adminCommon,
        summary: 'Queue a failed file again; processing resumes from its checkpoint',
        params: idParamsSchema,
        response: { 202: sourceFileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const file = await retrySourceFile(deps, request.params.id, (tx, retried, previousError) =>
        writeAudit(tx, {
          actorId: request.auth.userId,
          action: 'source_file.retried',
          targetType: 'source_file',
          targetId: retried.id,
          changes: { status: ['failed', 'queued'], error: [previousError, null] },
          ip: request.ip,
        }),
      );
      if (!file) throw httpError(404, NOT_FOUND);
      return reply.status(202).send(file);
    },
  );
};

// Sources (data suppliers): admin CRUD, ingest token rotation, token lookup. Every change is audited
// in the transaction that makes it.
import { sql } from 'drizzle-orm';
import type { Source } from '@lp/shared/contracts/deals';
import type { Db } from '../../db/connect.ts';
import { queryRows } from '../../db/query.ts';
import { httpError } from '../../plugins/errors.ts';
import { writeAudit } from '../audit/service.ts';
import { hashIngestToken, newIngestToken } from './ingest-token.ts';
import type { SourceCreateInput, SourceUpdateInput } from './schema.ts';
import { namesChanged } from '../deals/display-names.ts';

export type Actor = { userId: number; ip: string | null };

type SourceRow = {
  id: number;
  name: string;
  kind: 'file' | 'api';
  price: string;
  active: boolean;
  schedule: Source['schedule'];
  ingest_token_prefix: string | null;
  registration_url: string | null;
  created_at: Date | string;
};

const COLUMNS = sql`id, name, kind, price::text AS price, active, schedule, ingest_token_prefix, registration_url, created_at`;

const toSource = (row: SourceRow): Source => ({
  id: Number(row.id),
  name: row.name,
  kind: row.kind,
  price: row.price,
  active: row.active,
  schedule: row.schedule,
  ingest_token_prefix: row.ingest_token_prefix,
  registration_url: row.registration_url,
  created_at: new Date(row.created_at).toISOString(),
});

const NOT_FOUND = 'Source not found.';

export const listSources = async (db: Db): Promise<{ data: Source[]; total: number }> => {
  const rows = await queryRows<SourceRow>(db, sql`SELECT ${COLUMNS} FROM sources ORDER BY id`);
  return { data: rows.map(toSource), total: rows.length };
};

export const getSource = async (db: Db, id: number): Promise<Source> => {
  const [row] = await queryRows<SourceRow>(db, sql`SELECT ${COLUMNS} FROM sources WHERE id = ${id}`);
  if (!row) throw httpError(404, NOT_FOUND);
  return toSource(row);
};

export const createSource = async (
  db: Db,
  actor: Actor,
  input: SourceCreateInput,
): Promise<Source & { ingest_token: string }> => {
  const token = newIngestToken();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<SourceRow>(
      tx,
      sql`INSERT INTO sources (name, kind, price, active, schedule, registration_url, registration_secret,
                               ingest_token_hash, ingest_token_prefix)
          VALUES (${input.name}, ${input.kind}, ${input.price}, ${input.active},
                  ${input.schedule === null ? null : JSON.stringify(input.schedule)}::jsonb,
                  ${input.registration_url}, ${input.registration_secret}, ${token.hash}, ${token.prefix})
          RETURNING ${COLUMNS}`,
    );
    const source = toSource(row);
    // The secret and the token never reach the audit log.
    const { registration_secret: secret, ...logged } = input;
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'source.created',
      targetType: 'source',
      targetId: source.id,
      changes: { ...logged, registration_secret: secret === null ? null : '[set]' },
      ip: actor.ip,
    });
    return { ...source, ingest_token: token.token };
  });
};

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export const updateSource = async (
  db: Db,
  actor: Actor,
  id: number,
  input: SourceUpdateInput,
): Promise<Source> => {
  const source = await db.transaction(async (tx) => {
    const [before] = await queryRows<SourceRow>(
      tx,
      sql`SELECT ${COLUMNS} FROM sources WHERE id = ${id} FOR UPDATE`,
    );
    if (!before) throw httpError(404, NOT_FOUND);
    const sets = [];
    const changes: Record<string, [unknown, unknown]> = {};
    const fields = ['name', 'kind', 'price', 'active', 'registration_url'] as const;
    for (const field of fields) {
      const value = input[field];
      if (value === undefined) continue;
      sets.push(sql`${sql.identifier(field)} = ${value}`);
      if (!sameValue(before[field], value)) changes[field] = [before[field], value];
    }
    if (input.schedule !== undefined) {
      sets.push(sql`schedule = ${input.schedule === null ? null : JSON.stringify(input.schedule)}::jsonb`);
      if (!sameValue(before.schedule, input.schedule)) changes.schedule = [before.schedule, input.schedule];
    }
    if (input.registration_secret !== undefined) {
      sets.push(sql`registration_secret = ${input.registration_secret || null}`);
      changes.registration_secret = ['[hidden]', input.registration_secret ? '[set]' : null];
    }
    if (sets.length === 0) return toSource(before);
    const [row] = await queryRows<SourceRow>(
      tx,
      sql`UPDATE sources SET ${sql.join(sets, sql`, `)}, updated_at = now() WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'source.updated',
      targetType: 'source',
      targetId: id,
      changes,
      ip: actor.ip,
    });
    return toSource(row);
  });
  namesChanged();
  return source;
};

/** A new token replaces the old one at once: the old one stops working with this commit. */
export const rotateIngestToken = async (
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ ingest_token: string }> => {
  const token = newIngestToken();
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE sources SET ingest_token_hash = ${token.hash}, ingest_token_prefix = ${token.prefix}, updated_at = now()
           WHERE id = ${id} RETURNING id`,
    );
    if (rows.length === 0) throw httpError(404, NOT_FOUND);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'source.token_rotated',
      targetType: 'source',
      targetId: id,
      changes: { ingest_token_prefix: [null, token.prefix] },
      ip: actor.ip,
    });
    return { ingest_token: token.token };
  });
};

export type IngestSource = { id: number; active: boolean };

/** The source that owns this ingest token, or null. */
export const findSourceByToken = async (db: Db, token: string): Promise<IngestSource | null> => {
  const [row] = await queryRows<{ id: number; active: boolean }>(
    db,
    sql`SELECT id, active FROM sources WHERE ingest_token_hash = ${hashIngestToken(token)}`,
  );
  return row ? { id: Number(row.id), active: row.active } : null;
};

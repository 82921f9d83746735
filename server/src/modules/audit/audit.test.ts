import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { auditLogs } from '../../db/schema.ts';
import { createAdmin, createTestApp } from '../../test/helpers.ts';
import { diffChanges, writeAudit } from './service.ts';

describe('audit service', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes a row inside the caller transaction, and nothing when it rolls back', async () => {
    const { user } = await createAdmin(app);
    await app.db.transaction(async (tx) => {
      await writeAudit(tx, {
        actorId: user.id,
        action: 'test.kept',
        targetType: 'company',
        targetId: 42,
        changes: { lead_price: ['100.00', '150.00'] },
        ip: '10.1.2.3',
      });
    });
    await expect(
      app.db.transaction(async (tx) => {
        await writeAudit(tx, { actorId: user.id, action: 'test.dropped' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await app.db.select().from(auditLogs).where(eq(auditLogs.actorId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'test.kept',
      targetType: 'company',
      targetId: 42,
      changes: { lead_price: ['100.00', '150.00'] },
      ip: '10.1.2.3',
    });
  });

  it('diffChanges keeps only the fields that changed', () => {
    expect(diffChanges({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: undefined, d: 'new' })).toEqual({
      b: ['x', 'y'],
      d: [null, 'new'],
    });
  });
});

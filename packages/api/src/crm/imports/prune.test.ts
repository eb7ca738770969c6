/**
 * crm.imports-prune: an upload never started goes with its stored file once abandoned, in every
 * company's own schema; a younger upload and every import that was started stay.
 */
import { describe, expect, it } from 'vitest';

import { IMPORT_LIMITS } from '@app/contracts';
import { eq, JOB_QUEUES, sql, tenantTables, withTenant } from '@app/db';

import { jobWork } from '../../services/jobs/workers';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { crmOf } from '../test-fixtures';
import { IMPORTS_PRUNE_CRON, pruneAbandonedImports } from './prune';
import { importFixture, LEAD_HEADER, leadRows, queueDirectly, runQueued, uploadCsv } from './test-fixtures';

const { imports, importFileChunks } = tenantTables;
const f = importFixture('imp-prune', ['a', 'b']);
const HOUR = 60 * 60 * 1000;

async function upload(company: SignedInCompany, ageMs: number): Promise<string> {
  const { import: imp } = await uploadCsv(company, 'lead', LEAD_HEADER + leadRows(2, 'Zenith Foods'));
  await age(company, imp.id, ageMs);
  return imp.id;
}

/** Moves the import's creation `ageMs` into the past, as if it had waited that long. */
const age = (company: SignedInCompany, id: string, ageMs: number) =>
  withTenant(f.app.deps.db, company.company.id, (tx) =>
    tx
      .update(imports)
      .set({ createdAt: new Date(f.app.deps.now().getTime() - ageMs) })
      .where(eq(imports.id, id)),
  );

/** Each import of the company by id: its status and how many chunks of its file are stored. */
const stored = (company: SignedInCompany) =>
  withTenant(f.app.deps.db, company.company.id, async (tx) => {
    const rows = await tx.execute<{ id: string; status: string; chunks: number }>(sql`
      select i.id, i.status, (select count(*)::int from ${importFileChunks} c where c.import_id = i.id) as chunks
      from ${imports} i`);
    return new Map(rows.map((r) => [r.id, { status: r.status, chunks: r.chunks }]));
  });

describe('crm.imports-prune', () => {
  it('runs daily as a job of its own', () => {
    const work = jobWork(f.app.deps);
    expect(work.schedules).toContainEqual({ queue: JOB_QUEUES.importsPrune.name, cron: IMPORTS_PRUNE_CRON });
    expect(work.handlers[JOB_QUEUES.importsPrune.name]).toBeTypeOf('function');
  });

  it('deletes abandoned uploads and their files, keeps younger uploads and every started import', async () => {
    const past = IMPORT_LIMITS.abandonedAfterMs + HOUR;
    const young = IMPORT_LIMITS.abandonedAfterMs - HOUR;
    const oldA = await upload(f.a, past);
    const youngA = await upload(f.a, young);
    const oldB = await upload(f.b, past * 2);
    const youngB = await upload(f.b, young);

    // Started long ago: one finished with a failing row's file, one still waiting in the queue.
    const { import: finished } = await uploadCsv(f.a, 'lead', `${LEAD_HEADER}Asha,No Such Brand,a@x.com,,New\n`);
    await crmOf(f.a).imports.start({ id: finished.id, commitMode: 'valid' });
    await runQueued(f.app, f.a.company.id);
    const queuedA = await upload(f.a, 0);
    await queueDirectly(f.app, f.a.company.id, queuedA);
    await Promise.all([age(f.a, queuedA, past), age(f.a, finished.id, past)]);

    const beforeA = await stored(f.a);
    expect(beforeA.get(oldA)).toEqual({ status: 'uploaded', chunks: 1 });
    expect(beforeA.get(queuedA)).toEqual({ status: 'queued', chunks: 1 });
    expect(beforeA.get(finished.id)).toEqual({ status: 'completed', chunks: 1 });

    const work = jobWork(f.app.deps);
    await work.handlers[JOB_QUEUES.importsPrune.name]!({});

    const afterA = await stored(f.a);
    const afterB = await stored(f.b);
    expect(afterA.has(oldA)).toBe(false);
    expect(afterB.has(oldB)).toBe(false);
    expect(afterA.get(youngA)).toEqual({ status: 'uploaded', chunks: 1 });
    expect(afterB.get(youngB)).toEqual({ status: 'uploaded', chunks: 1 });
    expect(afterA.get(queuedA)).toEqual({ status: 'queued', chunks: 1 });
    expect(afterA.get(finished.id)).toEqual({ status: 'completed', chunks: 1 });
    // No chunk is left without its import.
    for (const company of [f.a, f.b]) {
      const orphans = await withTenant(f.app.deps.db, company.company.id, (tx) =>
        tx.execute<{ n: number }>(sql`select count(*)::int as n from ${importFileChunks} c
          where not exists (select 1 from ${imports} i where i.id = c.import_id)`),
      );
      expect(orphans[0]!.n).toBe(0);
    }

    // A second run finds nothing more.
    expect(await pruneAbandonedImports(f.app.deps)).toEqual({ deleted: 0, failed: 0 });
  });
});

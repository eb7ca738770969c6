import { randomUUID } from 'node:crypto';

import { MESSAGES, type CreateCompanyInput } from '@app/contracts';
import {
  platformTables,
  provisionTenantSchema,
  sql,
  tenantTables,
  withOwnConnection,
  type Database,
  type Tx,
} from '@app/db';

import type { AppDeps } from '../../core/deps';
import { withStoredFiles } from '../../services/files/store';
import type { PlatformActor } from '../../core/middlewares/auth';
import { urlSigning } from '../../services/files/signed-url';
import { assertSubdomainFree, isUniqueViolation, subdomainTakenError, type CompanyRow } from './queries';
import { serializeCompany } from './serialize';
import { performer, recordTimeline } from './timeline';
import { pendingFiles, prepareCompanyImages, type CompanyImages } from './uploads';

const { companies } = platformTables;
const { users } = tenantTables;

/**
 * The id is taken from the identity sequence before anything is written, because file keys live
 * under the company's prefix and the files are stored before the transaction (so a failed upload
 * leaves no row, and withStoredFiles removes them again if the transaction fails).
 */
async function reserveCompanyId(db: Database): Promise<number> {
  const rows = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('companies', 'id'))::int as id`,
  );
  return Number(rows[0]!.id);
}

/** Company row, tenant schema, owner and the timeline event: all or nothing (docs/architecture.md#tenancy). */
async function provisionCompany(
  tx: Tx,
  id: number,
  input: CreateCompanyInput,
  images: CompanyImages,
  actor: PlatformActor,
) {
  const ownerId = randomUUID();
  const [row] = await tx
    .insert(companies)
    .overridingSystemValue()
    .values({
      id,
      name: input.companyName,
      subdomain: input.subdomain,
      description: input.description ?? null,
      status: 'active',
      phone: input.phone ?? null,
      website: input.website || null,
      logoKey: images.logo?.key ?? null,
      themeColor: input.themeColor.toUpperCase(),
      subscriptionEndDate: input.expiryDate ?? null,
      ownerId,
      ownerName: input.owner.fullName,
      ownerEmail: input.owner.email,
      ownerAvatarKey: images.ownerDp?.key ?? null,
      usersTotal: 1,
      usersActive: 1,
    })
    .returning();
  // Leaves search_path on the new schema, so `users` below is the tenant's table.
  await provisionTenantSchema(tx, id);
  await tx.insert(users).values({
    id: ownerId,
    name: input.owner.fullName,
    email: input.owner.email,
    role: 'owner',
    avatarKey: images.ownerDp?.key ?? null,
  });
  await recordTimeline(tx, id, {
    action: 'company_created',
    description: `Company '${input.companyName}' created`,
    details: {
      companyName: input.companyName,
      subdomain: input.subdomain,
      ownerName: input.owner.fullName,
      ownerEmail: input.owner.email,
    },
    performedBy: performer(actor),
  });
  return row!;
}

export async function createCompany(deps: AppDeps, actor: PlatformActor, input: CreateCompanyInput) {
  await assertSubdomainFree(deps.db, input.subdomain);
  const id = await reserveCompanyId(deps.db);
  const images = await prepareCompanyImages(id, input);
  let row: CompanyRow;
  try {
    row = await withStoredFiles(
      deps.storage,
      pendingFiles(images),
      // A connection of its own: the new schema's relations must not stay in a pooled connection's caches.
      () => withOwnConnection(deps.db, (db) => db.transaction((tx) => provisionCompany(tx, id, input, images, actor))),
      deps.log,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTakenError();
    throw error;
  }
  deps.directory.invalidate(input.subdomain);
  return { message: MESSAGES.company.created, company: serializeCompany(row, urlSigning({ deps, actor })) };
}

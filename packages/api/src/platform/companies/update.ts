import { MESSAGES, type UpdateCompanyInput } from '@app/contracts';
import { eq, setTenantSearchPath, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { fieldError } from '../../core/errors';
import { removeQuietly, withStoredFiles } from '../../services/files/store';
import type { PlatformActor } from '../../core/middlewares/auth';
import { urlSigning } from '../../services/files/signed-url';
import { memberEvent } from '../../kit/record-events/member-events';
import { recordEventsIn, sessionlessSigning } from '../../kit/record-events/record';
import { diffCompany, type CompanyPatch, type FieldChange } from './changes';
import {
  assertSubdomainFree,
  isUniqueViolation,
  lockCompany,
  requireCompany,
  subdomainTakenError,
  type CompanyRow,
} from './queries';
import { serializeCompany } from './serialize';
import { applyStatusEffects, assertCanActivate } from './status';
import { changedColumns, replacedImages, saveCompanyChanges } from './save';
import { performer } from './timeline';
import { pendingFiles, prepareCompanyImages, type CompanyImages } from './uploads';

const { users } = tenantTables;

/** What the edit asks for, as platform columns; undefined = leave as is. */
function requestedPatch(input: UpdateCompanyInput, images: CompanyImages): CompanyPatch {
  return {
    name: input.name,
    subdomain: input.subdomain,
    phone: input.phone,
    website: input.website,
    description: input.description,
    themeColor: input.themeColor?.toUpperCase(),
    subscriptionEndDate: input.expiryDate,
    status: input.status,
    ownerName: input.owner?.name ?? input.owner?.fullName,
    logoKey: images.logo?.key ?? (input.removeLogo ? null : undefined),
    ownerAvatarKey: images.ownerDp?.key,
  };
}

/** The owner's email is their sign-in identity; docs/product/platform-admin.md#states; docs/architecture.md#identity forbid changing it. */
function assertOwnerEmailKept(current: CompanyRow, email: string | undefined): void {
  if (email !== undefined && email !== (current.ownerEmail ?? '').toLowerCase()) {
    throw fieldError('owner.email', MESSAGES.validation.ownerEmailChange);
  }
}

interface Applied {
  row: CompanyRow;
  changes: FieldChange[];
}

async function applyEdit(
  tx: Tx,
  deps: AppDeps,
  actor: PlatformActor,
  input: UpdateCompanyInput,
  images: CompanyImages,
): Promise<Applied> {
  const current = await lockCompany(tx, input.id);
  assertOwnerEmailKept(current, input.owner?.email);
  const patch = requestedPatch(input, images);
  const changes = diffCompany(current, patch);
  if (changes.length === 0) return { row: current, changes };

  const set = changedColumns(changes);
  // Activation is judged on the end date after this edit: moving it forward is how one reactivates.
  if (set.status === 'active')
    assertCanActivate(
      set.subscriptionEndDate !== undefined ? set.subscriptionEndDate : current.subscriptionEndDate,
      deps.now(),
    );
  const row = await saveCompanyChanges(tx, current, changes, performer(actor), deps.now());

  // The owner row in the tenant schema and its platform copy change together; the company's
  // integrations hear of it as of any change to a member.
  if ((set.ownerName !== undefined || set.ownerAvatarKey !== undefined) && current.ownerId) {
    await setTenantSearchPath(tx, current.id);
    const owners = await tx
      .update(users)
      .set({ name: set.ownerName ?? undefined, avatarKey: set.ownerAvatarKey ?? undefined, updatedAt: deps.now() })
      .where(eq(users.id, current.ownerId))
      .returning();
    const events = owners.map((owner) => memberEvent('member.updated', owner, sessionlessSigning(deps)));
    await recordEventsIn(deps, tx, current.id, events);
  }
  if (set.status) await applyStatusEffects(tx, current.id, set.status);
  return { row, changes };
}

function messageFor(changes: FieldChange[]): string {
  if (changes.length === 0) return MESSAGES.company.noChanges;
  const status = changes.find((c) => c.column === 'status');
  return status?.newValue === 'inactive' ? MESSAGES.company.markedInactive : MESSAGES.company.updated;
}

export async function updateCompany(deps: AppDeps, actor: PlatformActor, input: UpdateCompanyInput) {
  // Checked before any upload so a refused edit stores nothing; re-checked under the row lock.
  const before = await requireCompany(deps.db, input.id);
  assertOwnerEmailKept(before, input.owner?.email);
  if (input.subdomain && input.subdomain !== before.subdomain)
    await assertSubdomainFree(deps.db, input.subdomain, input.id);
  const images = await prepareCompanyImages(input.id, input);

  let applied: Applied;
  try {
    applied = await withStoredFiles(
      deps.storage,
      pendingFiles(images),
      () => deps.db.transaction((tx) => applyEdit(tx, deps, actor, input, images)),
      deps.log,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTakenError();
    throw error;
  }
  // Replaced or removed files go only once the new state is committed.
  await removeQuietly(deps.storage, replacedImages(applied.changes), deps.log);
  deps.directory.invalidate(before.subdomain, applied.row.subdomain);
  return { message: messageFor(applied.changes), company: serializeCompany(applied.row, urlSigning({ deps, actor })) };
}

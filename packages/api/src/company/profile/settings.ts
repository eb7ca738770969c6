import { MESSAGES, type CompanySettingsInput } from '@app/contracts';

import { diffCompany } from '../../platform/companies/changes';
import { lockCompany, requireCompany } from '../../platform/companies/queries';
import { replacedImages, saveCompanyChanges } from '../../platform/companies/save';
import { performer } from '../../platform/companies/timeline';
import { pendingFiles, prepareCompanyImages } from '../../platform/companies/uploads';
import { AppError } from '../../core/errors';
import { recordCallerEvent } from '../../kit/security-log';
import { urlSigning } from '../../services/files/signed-url';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { serializePortalCompany } from './serialize';

/** The company's own profile, for every role of the company (docs/product/company-portal.md#who-may-do-what). */
export async function getCompanyProfile(ctx: TenantContext) {
  const row = await requireCompany(ctx.tx, ctx.company.id);
  return { company: serializePortalCompany(row, urlSigning(ctx)) };
}

/**
 * Company Settings (docs/product/company-portal.md#company-settings): name, theme colour, logo, and the owner's Access Control
 * toggle. The same change detection and company_updated events as the super admins' edit, in the
 * request's transaction; the host lookup forgets the company once the change has committed.
 */
export async function updateCompanySettings(ctx: TenantContext, input: CompanySettingsInput) {
  const ownersOnly =
    input.allowAdminCompanySettings !== undefined ||
    input.requireTwoFactor !== undefined ||
    input.recordVisibility !== undefined;
  if (ownersOnly && ctx.actor.role !== 'owner') throw new AppError('FORBIDDEN', MESSAGES.companySettings.ownerOnly);
  const images = await prepareCompanyImages(ctx.company.id, { logo: input.logo });
  await ctx.files.store(pendingFiles(images));

  const current = await lockCompany(ctx.tx, ctx.company.id);
  const changes = diffCompany(current, {
    name: input.name,
    themeColor: input.themeColor,
    logoKey: images.logo?.key ?? (input.removeLogo ? null : undefined),
    allowAdminCompanySettings: input.allowAdminCompanySettings,
    requireTwoFactor: input.requireTwoFactor,
    timeZone: input.timeZone,
    digestHour: input.digestHour,
    recordVisibility: input.recordVisibility,
  });
  const visibility = changes.find((change) => change.column === 'recordVisibility');
  if (visibility) {
    await recordCallerEvent(ctx, {
      type: 'record_visibility_changed',
      detail: { from: visibility.oldValue, to: visibility.newValue },
    });
  }
  const row =
    changes.length === 0
      ? current
      : await saveCompanyChanges(ctx.tx, current, changes, performer(ctx.actor), ctx.deps.now());
  ctx.files.discardAfterCommit(replacedImages(changes));
  // After the commit: invalidating earlier could let a concurrent request cache the old row again.
  if (changes.length > 0) ctx.afterCommit.add(async () => ctx.deps.directory.invalidate(row.subdomain));
  return {
    message: changes.length === 0 ? MESSAGES.company.noChanges : MESSAGES.companySettings.updated,
    company: serializePortalCompany(row, urlSigning(ctx)),
  };
}

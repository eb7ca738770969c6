/**
 * The bulk bar's outcome wording (docs/product/crm.md#brands, #messages-and-limits): one crm.brands.bulk call answers per
 * id; all done gives the product's success text, none done its failure text, some done the counts.
 * Refused ids are listed by name with the server's reason (e.g. a brand that still has leads).
 */
import { MESSAGES } from '@app/contracts';

const m = MESSAGES.crm.brands;
const t = MESSAGES.web.crmBrands.bulk;

export type BrandBulkAction = 'changeOwner' | 'updateField' | 'delete';

export interface BulkAnswer {
  results: { id: string; ok: boolean; message?: string }[];
  counts: { succeeded: number; failed: number };
}

export interface BulkOutcome {
  kind: 'success' | 'partial' | 'failure';
  message: string;
  /** One line per refused brand: 'Name: reason'. */
  details: string[];
}

const FAILED: Record<BrandBulkAction, string> = {
  changeOwner: m.bulkOwnerFailed,
  updateField: m.bulkFieldFailed,
  delete: m.bulkDeleteFailed,
};

export function bulkOutcome(
  action: BrandBulkAction,
  answer: BulkAnswer,
  nameOf: (id: string) => string,
  fieldLabel = '',
): BulkOutcome {
  const { succeeded, failed } = answer.counts;
  const details = answer.results
    .filter((r) => !r.ok)
    .map((r) => t.failedItem(nameOf(r.id), r.message ?? m.bulkItemFailed));
  if (failed === 0) {
    const message =
      action === 'delete'
        ? m.deletedBulk(succeeded)
        : action === 'changeOwner'
          ? m.ownerUpdatedBulk(succeeded)
          : m.fieldUpdatedBulk(fieldLabel, succeeded);
    return { kind: 'success', message, details };
  }
  if (succeeded === 0) return { kind: 'failure', message: FAILED[action], details };
  return { kind: 'partial', message: m.bulkPartial(succeeded, succeeded + failed), details };
}

/** The failure text when the call itself failed (network, refused input). */
export const bulkFailedText = (action: BrandBulkAction) => FAILED[action];

/**
 * The brands screen's writes besides the panel: delete one (after a confirmation) and the bulk
 * actions, each ONE crm.brands.bulk call answered per id (docs/product/crm.md#brands, #messages-and-limits).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPCClient } from '../../lib/api/client';
import { confirm } from '../../kit/feedback/confirm';
import { notify } from '../../kit/feedback/notify';
import { refusalMessageOr } from '../../kit/feedback/server-message';
import type { Selection } from '../../kit/list';
import type { Brand, BrandColumn } from './brand-columns';
import { bulkFailedText, bulkOutcome, type BrandBulkAction } from './bulk';
import type { BulkRequest } from './BulkDialog';

const m = MESSAGES.crm.brands;
const t = MESSAGES.web.crmBrands;

export function useBrandActions(options: {
  rows: Brand[];
  columns: BrandColumn[];
  selection: Selection<string>;
  refresh: () => Promise<unknown>;
}) {
  const client = useTRPCClient();
  const [dialog, setDialog] = useState<BrandBulkAction | null>(null);

  const removeOne = async (brand: Brand) => {
    if (!(await confirm({ title: t.delete, message: t.deleteOne(brand.name), confirmLabel: t.delete, danger: true })))
      return;
    try {
      await client.crm.brands.remove.mutate({ id: brand.id });
      notify.success(m.deleted);
    } catch (error) {
      notify.error(refusalMessageOr(error, m.deleteFailed));
    }
    await options.refresh();
  };

  const bulk = useMutation({
    mutationFn: (request: BulkRequest) => client.crm.brands.bulk.mutate({ ...request, ids: options.selection.ids }),
    onSuccess: async (answer, request) => {
      const label =
        request.action === 'updateField' ? options.columns.find((c) => c.name === request.field)?.label : '';
      const names = new Map(options.rows.map((r) => [r.id, r.name]));
      const outcome = bulkOutcome(request.action, answer, (id) => names.get(id) ?? id, label);
      if (outcome.kind === 'success') notify.success(outcome.message);
      else notify.error(outcome.details.join('\n'), outcome.message);
      setDialog(null);
      options.selection.clear();
      await options.refresh();
    },
    onError: (error, request) => notify.error(refusalMessageOr(error, bulkFailedText(request.action))),
  });

  return {
    removeOne: (brand: Brand) => void removeOne(brand),
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    runBulk: (request: BulkRequest) => bulk.mutate(request),
    bulkBusy: bulk.isPending,
  };
}

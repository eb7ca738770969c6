/**
 * The company's custom fields of one kind of record, in their saved order. Every company role
 * reads them; owners and admins change them in the list's Fields panel (CUSTOM_FIELD_MANAGER_ROLES).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { CUSTOM_FIELD_MANAGER_ROLES, type CustomColumnEntity } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import type { RouterOutputs } from '../../lib/api/types';
import { useCurrentUser } from '../../auth/session-context';

export type CustomField = RouterOutputs['crm']['customColumns']['list']['columns'][number];

/** The entities whose fields are all custom (brands also list their built-in columns). */
export type RecordEntity = Exclude<CustomColumnEntity, 'brand'>;

export function useCustomFields(entity: RecordEntity) {
  const trpc = useTRPC();
  const query = useQuery(trpc.crm.customColumns.list.queryOptions({ entity }));
  // The same array until the fields change: lists build their columns from it, and the Fields
  // panel keeps a reorder on screen only while the array it started from is still the current one.
  const fields = useMemo(() => [...(query.data?.columns ?? [])].sort((a, b) => a.position - b.position), [query.data]);
  return { fields, query };
}

/** Whether the signed-in person may add, change and remove fields. */
export const useManagesFields = () => (CUSTOM_FIELD_MANAGER_ROLES as readonly string[]).includes(useCurrentUser().role);

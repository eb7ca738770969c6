/**
 * Which view of the leads a user last picked (List or Board), kept in this browser per user id so
 * that two people sharing a machine each get their own. Mantine's useLocalStorage keeps every
 * instance of the hook in step, so the switch and the screen agree at once.
 */
import { useLocalStorage } from '@mantine/hooks';

import { useCurrentUser } from '../../../auth/session-context';

export const LEADS_VIEWS = ['list', 'board'] as const;
export type LeadsView = (typeof LEADS_VIEWS)[number];

export const leadsViewKey = (userId: string) => `crm.leads.view.${userId}`;

export function useLeadsView() {
  const user = useCurrentUser();
  const [view, setView] = useLocalStorage<LeadsView>({
    key: leadsViewKey(user.id),
    defaultValue: 'list',
    getInitialValueInEffect: false,
    deserialize: (raw) =>
      raw && (LEADS_VIEWS as readonly string[]).includes(JSON.parse(raw)) ? JSON.parse(raw) : 'list',
  });
  return { view, setView };
}

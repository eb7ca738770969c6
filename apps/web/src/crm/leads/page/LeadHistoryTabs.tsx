/**
 * A lead's timeline and notes as tabs: on the lead's page (with its meetings and enquiries as more
 * tabs) and on the page of each meeting and enquiry of the lead, where they are the record's history.
 */
import { Tabs } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { NotesPanel } from '../../../kit/notes/NotesPanel';
import { useRefreshCrm } from '../../record-page/useRefreshCrm';
import { LeadTimeline } from './LeadTimeline';
import { useLeadActivity, useLeadNotes } from './useLeadPage';

const t = MESSAGES.web.crmLeadPage;

export interface ExtraTab {
  value: string;
  label: string;
  /** After the label (a count badge). */
  rightSection?: ReactNode;
  panel: ReactNode;
}

/** ' (3)' after a tab's name; nothing while loading or when none. */
export const countOf = (n: number | undefined) => (n ? ` (${n})` : '');

export function LeadHistoryTabs({ leadId, label, extra = [] }: { leadId: string; label: string; extra?: ExtraTab[] }) {
  const trpc = useTRPC();
  const refresh = useRefreshCrm();
  const activity = useLeadActivity(leadId);
  const notes = useLeadNotes(leadId);
  const removeNote = useMutation(trpc.crm.leadNotes.remove.mutationOptions());
  return (
    <Tabs defaultValue="timeline" keepMounted={false} aria-label={label}>
      <Tabs.List mb="md">
        <Tabs.Tab value="timeline">{t.tabs.timeline}</Tabs.Tab>
        <Tabs.Tab value="notes">{t.tabs.notes + countOf(notes.data?.notes.length)}</Tabs.Tab>
        {extra.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} rightSection={tab.rightSection}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="timeline">
        <LeadTimeline activity={activity} />
      </Tabs.Panel>
      <Tabs.Panel value="notes">
        <NotesPanel
          notes={notes}
          restBase={`/crm/leads/${leadId}/notes`}
          remove={(noteId) => removeNote.mutateAsync({ id: leadId, noteId })}
          onChanged={() => void refresh()}
        />
      </Tabs.Panel>
      {extra.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

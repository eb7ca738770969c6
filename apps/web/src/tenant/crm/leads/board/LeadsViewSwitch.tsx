import { SegmentedControl } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { useLeadsView, type LeadsView } from './leads-view';

const t = MESSAGES.web.crmBoard;

/** List / Board, remembered per user (leads-view.ts). */
export function LeadsViewSwitch() {
  const { view, setView } = useLeadsView();
  return (
    <SegmentedControl
      aria-label={t.viewLabel}
      value={view}
      onChange={(value) => setView(value as LeadsView)}
      data={[
        { value: 'list', label: t.list },
        { value: 'board', label: t.board },
      ]}
    />
  );
}

import { Button } from '@mantine/core';

import { MESSAGES } from '@app/contracts';

import { LEADS_VIEWS, useLeadsView } from './leads-view';

const t = MESSAGES.web.crmBoard;

/**
 * List / Board, remembered per user (leads-view.ts). Two toggle buttons rather than Mantine's
 * SegmentedControl: its sliding indicator measures the page in an effect on mount, a forced style
 * and layout of the whole first screen before the rows could paint.
 */
export function LeadsViewSwitch() {
  const { view, setView } = useLeadsView();
  return (
    <Button.Group aria-label={t.viewLabel}>
      {LEADS_VIEWS.map((option) => (
        <Button
          key={option}
          variant={option === view ? 'filled' : 'default'}
          aria-pressed={option === view}
          onClick={() => setView(option)}
        >
          {t[option]}
        </Button>
      ))}
    </Button.Group>
  );
}

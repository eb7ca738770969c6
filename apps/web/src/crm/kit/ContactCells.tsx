/** The client contact columns the lead and meeting lists share: Mobile, Email, Designation, LinkedIn, Website. */
import { MESSAGES } from '@app/contracts';

import type { ListColumn } from '../../kit/list/columns/column-layout';
import { LinkCell } from './cells';

export interface ClientContact {
  mobileNumber: string | null;
  emailId: string | null;
  designation: string | null;
  linkedin: string | null;
  website: string | null;
}

const dash = MESSAGES.web.time.emptyDate;

/**
 * The five columns with the screen's own titles. Mobile is shown by default (a sales person calls
 * from the list); the others wait in the column choice.
 */
export function contactColumns<R extends ClientContact>(labels: Record<keyof ClientContact, string>): ListColumn<R>[] {
  return [
    { id: 'mobileNumber', label: labels.mobileNumber, width: 130, cell: (r) => r.mobileNumber || dash },
    {
      id: 'emailId',
      label: labels.emailId,
      width: 200,
      shown: false,
      cell: (r) => <LinkCell href={r.emailId} kind="email" />,
    },
    { id: 'designation', label: labels.designation, width: 150, shown: false, cell: (r) => r.designation || dash },
    {
      id: 'linkedin',
      label: labels.linkedin,
      width: 110,
      shown: false,
      cell: (r) => <LinkCell href={r.linkedin} label={labels.linkedin} />,
    },
    { id: 'website', label: labels.website, width: 180, shown: false, cell: (r) => <LinkCell href={r.website} /> },
  ];
}

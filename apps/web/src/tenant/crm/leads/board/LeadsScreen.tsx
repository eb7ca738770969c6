/** /crm/leads: the list or the pipeline board, as the user last chose. */
import { LeadsPage } from '../LeadsPage';
import { LeadsBoardPage } from './LeadsBoardPage';
import { useLeadsView } from './leads-view';

export function LeadsScreen() {
  const { view } = useLeadsView();
  return view === 'board' ? <LeadsBoardPage /> : <LeadsPage />;
}

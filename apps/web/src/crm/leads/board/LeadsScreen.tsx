/** /crm/leads: the list or the pipeline board, as the user last chose. */
import { lazyPage } from '../../../kit/layout/lazyPage';
import { LeadsPage } from '../LeadsPage';
import { useLeadsView } from './leads-view';

// The board (with dnd-kit) is its own chunk: the list, the default view, does not wait for it.
const LeadsBoardPage = lazyPage(() => import('./LeadsBoardPage').then((m) => m.LeadsBoardPage));

export function LeadsScreen() {
  const { view } = useLeadsView();
  return view === 'board' ? <LeadsBoardPage /> : <LeadsPage />;
}

/**
 * A card moved on the board shows in its new column at once, while the stage change is on its way
 * (optimistic). The server's columns stay as they came; pending moves are laid over them here, so a
 * failed move is undone by dropping it from the pending list.
 */
import type { LeadRow } from '../lead-row';

export interface BoardColumnView {
  stage: string;
  count: number;
  value: number;
  leads: LeadRow[];
  hasMore: boolean;
}

export interface PendingMove {
  /** The lead as the server last showed it (its stage is the column it leaves). */
  lead: LeadRow;
  to: string;
}

const valueOf = (lead: LeadRow) => lead.estimatedValue ?? 0;

/** The columns with each pending move applied: counts and totals follow the card. */
export function applyMoves(columns: readonly BoardColumnView[], pending: readonly PendingMove[]): BoardColumnView[] {
  const moves = pending.filter((m) => m.to !== m.lead.stage);
  if (moves.length === 0) return columns as BoardColumnView[];
  const moved = new Set(moves.map((m) => m.lead.id));
  return columns.map((column) => {
    const leaving = moves.filter((m) => m.lead.stage === column.stage);
    const arriving = moves.filter((m) => m.to === column.stage);
    const delta = (list: PendingMove[]) => list.reduce((sum, m) => sum + valueOf(m.lead), 0);
    return {
      ...column,
      count: column.count - leaving.length + arriving.length,
      value: column.value - delta(leaving) + delta(arriving),
      leads: [
        ...arriving.map((m) => ({ ...m.lead, stage: m.to })),
        // A moving card shows only where it is going, whatever the server's page says.
        ...column.leads.filter((lead) => !moved.has(lead.id)),
      ],
    };
  });
}

/** The leads of several pages, each once (a move between page loads can shift a lead into the next page). */
export function uniqueLeads(pages: readonly (readonly LeadRow[])[]): LeadRow[] {
  const seen = new Set<string>();
  const out: LeadRow[] = [];
  for (const page of pages)
    for (const lead of page)
      if (!seen.has(lead.id)) {
        seen.add(lead.id);
        out.push(lead);
      }
  return out;
}

/** A lead as the pickers show it: the client's name with the brand, and what a form copies from it. */
export interface LeadOption {
  id: string;
  clientName: string;
  brand: string;
  brandId: string;
  csPersonId: string | null;
}

interface LeadLike {
  id: string;
  clientName: string;
  brand?: string | null;
  brandId?: string | null;
  csPersonId?: string | null;
}

export const toLeadOption = (lead: LeadLike): LeadOption => ({
  id: lead.id,
  clientName: lead.clientName,
  brand: lead.brand ?? '',
  brandId: lead.brandId ?? '',
  csPersonId: lead.csPersonId ?? null,
});

/** The options to show: the found leads, with the picked one kept first when the search no longer finds it. */
export function mergeLeadOptions(found: readonly LeadOption[], picked: LeadOption | null): LeadOption[] {
  if (!picked || found.some((lead) => lead.id === picked.id)) return [...found];
  return [picked, ...found];
}

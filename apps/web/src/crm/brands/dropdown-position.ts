/** The owner dropdown's threshold (docs/product/crm.md#brands, #messages-and-limits). */
export const OWNER_DROPDOWN_THRESHOLD = 240;

/**
 * Where the owner dropdown opens: upward when less than 240px is free below the input and more
 * than 240px above it, downward otherwise.
 */
export function ownerDropdownPosition(rect: { top: number; bottom: number }, viewportHeight: number): 'top' | 'bottom' {
  const below = viewportHeight - rect.bottom;
  const above = rect.top;
  return below < OWNER_DROPDOWN_THRESHOLD && above > OWNER_DROPDOWN_THRESHOLD ? 'top' : 'bottom';
}

import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em) the portals take their phone layout: lists become cards,
 * filters fold away, panels cover the screen. The same edge as `hiddenFrom="sm"`.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Read at once on the first render (not in an effect), so a phone never draws the desktop layout first. */
export const usePhone = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

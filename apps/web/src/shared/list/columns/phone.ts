import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint lists become cards and filters fold away. */
export const PHONE_QUERY = '(max-width: 48em)';

/** Read at once on the first render (not in an effect), so a phone never draws the table first. */
export const usePhone = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

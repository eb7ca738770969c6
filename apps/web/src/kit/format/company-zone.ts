/**
 * The signed-in company's time zone, from the session (auth.me carries it, and is fetched again
 * when the company settings change it). Using it also makes it the formatters' display zone, so
 * dates formatted without a zone (lists, timelines, notes) are on the company's clock too.
 */
import { useContext } from 'react';

import { companyOf } from '../../auth/types';
import { SessionContext } from '../../auth/session-context';
import { displayTimeZone, setDisplayTimeZone } from './display-zone';

export function useCompanyTimeZone(): string | undefined {
  const session = useContext(SessionContext);
  const user = session?.state.status === 'authenticated' ? session.state.user : undefined;
  const zone = user ? companyOf(user)?.timeZone : undefined;
  // Idempotent: the same session always sets the same zone, so rendering twice changes nothing.
  if (zone !== undefined && zone !== displayTimeZone()) setDisplayTimeZone(zone);
  return zone;
}

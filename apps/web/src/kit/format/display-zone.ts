/**
 * The zone moments are shown in when a caller names none: the company's, in the company portal
 * (useCompanyTimeZone keeps it), else the browser's own (undefined). Module state, not a React
 * context: formatting also happens outside components (row models, titles), and every screen of
 * one portal shows one company's clock.
 */
import { isTimeZone } from '@app/contracts';

let shown: string | undefined;

/** The company's zone, or undefined for the browser's own; a name Intl does not know is ignored. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  shown = zone && isTimeZone(zone) ? zone : undefined;
}

export const displayTimeZone = (): string | undefined => shown;

/**
 * The time zones the company settings offer: the browser's list (Intl.supportedValuesOf), UTC
 * first. Chromium's ICU still lists some zones under their old names (Asia/Calcutta); people
 * search for today's (Kolkata), so those are shown under the current IANA name.
 */
import { isTimeZone } from '@app/contracts';

const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
};

export function zoneOptions(current: string, known: readonly string[]): string[] {
  const named = known.map((zone) => {
    const now = CURRENT_NAMES[zone];
    return now && isTimeZone(now) ? now : zone;
  });
  return [...new Set(['UTC', current, ...named])];
}

/** This browser's zones. */
export const browserZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

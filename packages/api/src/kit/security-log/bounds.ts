/**
 * What an event may carry, cut to size before it is written: the user agent and the names come
 * from outside (a header, a typed address) and a log row must never fail, nor grow, because of
 * them. PostgreSQL text and jsonb refuse the NUL character, so it is dropped everywhere.
 */
import { SECURITY_LOG } from '@app/contracts';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** At most `max` characters (code points, as PostgreSQL's char_length counts), control characters as spaces. */
export function boundedText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  const clean = value.replace(CONTROL, ' ').trim();
  if (clean === '') return null;
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('');
}

/** A detail's text values are facts (a list's name, a file's name), not content. */
const DETAIL_TEXT_MAX = 200;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** A detail value with its strings cut and NUL-free; what JSON cannot carry (undefined, functions) is dropped. */
function boundedValue(value: unknown): unknown {
  if (typeof value === 'string') return boundedText(value, DETAIL_TEXT_MAX) ?? '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map(boundedValue);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (inner !== undefined) out[boundedText(key, DETAIL_TEXT_MAX) ?? ''] = boundedValue(inner);
    }
    return out;
  }
  return undefined;
}

/**
 * The detail as written: strings cut, then whole entries kept in order while the packed JSON stays
 * within SECURITY_LOG.detailMaxBytes; when some had to go, `truncated: true` says so.
 */
export function boundedDetail(detail: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!detail) return out;
  const marker = bytes({ truncated: true });
  let cut = false;
  for (const [key, raw] of Object.entries(detail)) {
    const value = boundedValue(raw);
    if (value === undefined) continue;
    const name = boundedText(key, DETAIL_TEXT_MAX) ?? '';
    out[name] = value;
    if (bytes(out) + marker > SECURITY_LOG.detailMaxBytes) {
      delete out[name];
      cut = true;
    }
  }
  if (cut) out.truncated = true;
  return out;
}

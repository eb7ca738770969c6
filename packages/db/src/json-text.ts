import type { PgCodecs } from 'drizzle-orm/pg-core';
import { postgresJsCodecs } from 'drizzle-orm/postgres-js';

/**
 * JSON parameters reach postgres.js as JSON text. The statements kept as SQL pass
 * `${JSON.stringify(rows)}::jsonb`, and pg-boss (written for `pg`) passes JSON.stringify's output
 * too, so postgres.js must send that text as it is: its own json serializer would encode it a
 * second time, into one JSON string. drizzle's json and jsonb columns hand over values, which their
 * codec below turns into the same text. (drizzle-orm before 1.0 set up postgres.js this way
 * itself; json-text.test.ts checks both paths.)
 */
export const JSON_AS_TEXT = {
  jsonText: {
    to: 3802,
    from: [114, 3802],
    serialize: (text: string) => text,
    parse: (text: string): unknown => JSON.parse(text),
  },
};

// Not JSON.stringify itself: a codec's second argument (array dimensions) would be its replacer.
const stringify = (value: unknown) => JSON.stringify(value);

/** drizzle's postgres.js codecs, with json and jsonb column values sent as JSON text. */
export const JSON_AS_TEXT_CODECS: PgCodecs = {
  ...postgresJsCodecs,
  json: { ...postgresJsCodecs.json, normalizeParam: stringify },
  jsonb: { ...postgresJsCodecs.jsonb, normalizeParam: stringify },
};

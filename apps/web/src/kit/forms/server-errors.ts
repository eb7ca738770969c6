/**
 * Puts a failed save's answer where the user will see it (docs/product/platform-admin.md#validation, #messages-and-limits):
 *
 *   catch (error) {
 *     const banner = applyServerErrors(form, error, {
 *       fallback: MESSAGES.company.createFailed,   // when no server message arrived
 *       messageField: 'subdomain',                 // a 400/409 whose message mentions it goes on that field
 *       fieldMap: { companyName: 'companyName', 'owner.fullName': 'ownerName' },   // server path → form field
 *     });
 *     setBanner(banner);                           // null when everything landed on a field
 *   }
 *
 * Rules, in order: every errors[] entry whose path names a known form field is set on that field;
 * a 400/409 whose message mentions `messageField` puts that field's own message (or the message) on
 * it (and the banner holds only the other messages); otherwise a 400 with errors[] answers the msg
 * texts joined; otherwise the server's message, or
 * `fallback` when no answer came. Works for REST (ApiError) and tRPC errors alike.
 */
import { describeError } from '../../lib/api/errors';

/** Anything that can show an error under a field (useFormState's form qualifies). */
export interface FieldErrorTarget {
  setFieldError: (field: string, message: string) => void;
  /** Whether the form has this field; when absent every mapped path is taken. */
  hasField?: (field: string) => boolean;
}

export interface ServerErrorOptions {
  fallback: string;
  /** A message mentioning this word goes on this field (for example 'subdomain', 'email'). */
  messageField?: string;
  /** Server paths → form fields; paths not listed are used as they are. */
  fieldMap?: Record<string, string>;
}

/** Joins field messages the way the product's forms show them. */
export const joinMessages = (messages: readonly string[]) => [...new Set(messages)].join(', ');

export interface ServerErrorPlan {
  fields: Record<string, string>;
  banner: string | null;
}

/** The pure half of applyServerErrors: which field gets which message, and the banner. */
export function planServerErrors(
  error: unknown,
  options: ServerErrorOptions,
  hasField: (field: string) => boolean = () => true,
): ServerErrorPlan {
  const described = describeError(error);
  const fields: Record<string, string> = {};
  const validation = described.status === 400 || described.status === 409 || described.status === 413;

  if (validation) {
    for (const entry of described.errors) {
      const field = entry.path ? (options.fieldMap?.[entry.path] ?? entry.path) : undefined;
      if (field && hasField(field) && !fields[field]) fields[field] = entry.msg;
    }
    const word = options.messageField;
    if (word && described.message.toLowerCase().includes(word.toLowerCase())) {
      const field = options.fieldMap?.[word] ?? word;
      if (hasField(field)) {
        const own = described.errors.find((e) => e.path === word)?.msg;
        fields[field] = own ?? described.message;
        const others = described.errors.filter((e) => e.path !== word).map((e) => e.msg);
        return { fields, banner: others.length > 0 ? joinMessages(others) : null };
      }
    }
    // The product's rule: the msg texts joined (they also sit under their fields when the form has them).
    if (described.errors.length > 0) return { fields, banner: joinMessages(described.errors.map((e) => e.msg)) };
  }
  if (described.network || described.status === undefined) return { fields, banner: options.fallback };
  return { fields, banner: described.message || options.fallback };
}

/** Sets the field errors on `form` and returns the banner text (null when there is none). */
export function applyServerErrors(form: FieldErrorTarget, error: unknown, options: ServerErrorOptions): string | null {
  const plan = planServerErrors(error, options, form.hasField ?? (() => true));
  for (const [field, message] of Object.entries(plan.fields)) form.setFieldError(field, message);
  return plan.banner;
}

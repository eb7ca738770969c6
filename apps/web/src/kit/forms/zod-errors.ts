/**
 * Client validation with the same zod schemas the server uses (@app/contracts), so both sides give
 * the same messages:
 *
 *   const errors = zodFieldErrors(createCompanyInput, toCreateInput(values), { 'owner.fullName': 'ownerName' });
 *   if (hasErrors(errors)) { form.setErrors(errors); return; }
 *
 * The first message per field wins; paths are dotted ('owner.email'), mapped through `fieldMap`.
 */
/** What zodFieldErrors needs of a schema (any zod schema; no zod import in the web app). */
export interface SafeParser {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export function zodFieldErrors(
  schema: SafeParser,
  input: unknown,
  fieldMap: Record<string, string> = {},
): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fieldMap[path] ?? path;
    if (!errors[field]) errors[field] = issue.message;
  }
  return errors;
}

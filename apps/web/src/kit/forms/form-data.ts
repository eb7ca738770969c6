/**
 * A multipart body for the REST adapter: nested objects as `owner[fullName]`, files under their
 * field names, undefined left out.
 */
export function toFormData(
  body: Record<string, unknown>,
  files: Record<string, File | null | undefined> = {},
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) add(`${name}[${key}]`, inner);
      return;
    }
    form.append(name, value === null ? '' : String(value));
  };
  for (const [name, value] of Object.entries(body)) add(name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}

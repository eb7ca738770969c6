/**
 * The company settings form (docs/product/company-portal.md#company-settings, #validation) without React: its values, the client checks with
 * the product messages, and the multipart body of PUT /api/company/settings.
 */
import { companySettingsInput, expandThemeColor } from '@app/contracts';

import { toFormData } from '../../kit/forms/form-data';
import type { FormErrors } from '../../kit/forms/useFormState';
import { zodFieldErrors } from '../../kit/forms/zod-errors';

export interface CompanySettingsValues {
  name: string;
  /** As typed: '#' and 3 or 6 hex digits once valid. */
  themeColor: string;
}

/** The server's own checks and messages (docs/product/company-portal.md#validation): name 2-100, a #RGB or #RRGGBB colour. */
export const validateCompanySettings = (values: CompanySettingsValues): FormErrors =>
  zodFieldErrors(companySettingsInput, values);

export interface LogoChange {
  /** A newly picked logo. */
  file: File | null;
  /** The stored logo is to go. */
  remove: boolean;
}

/**
 * The multipart body: the changed fields only, the colour as #RRGGBB, the logo as a file or an
 * empty string to remove it. Undefined when nothing changed.
 */
export function settingsFormData(
  values: CompanySettingsValues,
  initial: CompanySettingsValues,
  logo: LogoChange,
): FormData | undefined {
  const body: Record<string, string> = {};
  const name = values.name.trim();
  if (name !== initial.name.trim()) body.name = name;
  const color = expandThemeColor(values.themeColor);
  if (color && color !== expandThemeColor(initial.themeColor)) body.themeColor = color;
  if (!logo.file && logo.remove) body.logo = '';
  if (Object.keys(body).length === 0 && !logo.file) return undefined;
  return toFormData(body, { logo: logo.file });
}

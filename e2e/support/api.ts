/**
 * The REST API called from inside the page, with the super admin's token from localStorage (the
 * browser resolves *.localhost; Node does not). The page must be on the admin host already.
 *
 *   const company = await createCompanyViaApi(page, { name: 'Globex' });
 *   const figures = await apiData<DashboardFigures>(page, 'GET', '/super-admin/dashboard');
 */
import { expect, type Page } from '@playwright/test';

export interface ApiAnswer {
  status: number;
  body: { success?: boolean; error?: boolean; message?: string; data?: unknown };
}

export function api(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
    },
    { method, path, body },
  );
}

/** The answer's data, after checking the call succeeded. */
export async function apiData<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${answer.body.message ?? ''}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${method} ${path}: ${answer.body.message ?? ''}`).toBeLessThan(300);
  return answer.body.data as T;
}

let counter = 0;
/** A lower-case name no other test (or earlier run) uses: letters, digits and hyphens. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export interface CreatedCompany {
  id: number;
  name: string;
  subdomain: string;
  owner: { name: string; email: string };
}

export interface NewCompany {
  name?: string;
  subdomain?: string;
  ownerName?: string;
  ownerEmail?: string;
  phone?: string;
  website?: string;
  description?: string;
  themeColor?: string;
  expiryDate?: string;
}

/** POST /api/super-admin/companies (JSON, no files). */
export async function createCompanyViaApi(page: Page, values: NewCompany = {}): Promise<CreatedCompany> {
  const subdomain = values.subdomain ?? unique('co');
  const name = values.name ?? `Company ${subdomain}`;
  const ownerName = values.ownerName ?? `Owner ${subdomain}`;
  const ownerEmail = values.ownerEmail ?? `owner@${subdomain}.test`;
  const data = await apiData<{ company: { id: number } }>(page, 'POST', '/super-admin/companies', {
    companyName: name,
    subdomain,
    owner: { fullName: ownerName, email: ownerEmail },
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.website ? { website: values.website } : {}),
    ...(values.description ? { description: values.description } : {}),
    ...(values.themeColor ? { themeColor: values.themeColor } : {}),
    ...(values.expiryDate ? { expiryDate: values.expiryDate } : {}),
  });
  return { id: data.company.id, name, subdomain, owner: { name: ownerName, email: ownerEmail } };
}

/** POST .../team/invite (JSON): a team member (or an admin) of the company. */
export async function inviteUserViaApi(
  page: Page,
  companyId: number,
  name: string,
  email: string,
  role: 'team_member' | 'admin' = 'team_member',
) {
  const data = await apiData<{ user: { id: string } }>(
    page,
    'POST',
    `/super-admin/companies/${companyId}/team/invite`,
    {
      name,
      email,
      role,
    },
  );
  return data.user;
}

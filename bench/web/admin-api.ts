import { latestLoginCode } from '../../e2e/support/mail';

/** A super admin's access token through the real code sign-in (REST), and a REST helper around it. */
export async function superAdminApi(baseUrl: string, email = 'admin@example.com') {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const since = Date.now();
  await post('/api/auth/request-code', { email });
  const code = await latestLoginCode(email, since);
  const verified = (await (await post('/api/auth/verify-code', { email, code })).json()) as {
    data: { accessToken: string };
  };
  const token = verified.data.accessToken;
  return {
    token,
    createCompany: async (i: number) => {
      const subdomain = `load-${String(i).padStart(4, '0')}`;
      const res = await post(
        '/api/super-admin/companies',
        {
          companyName: `Load Company ${i}`,
          subdomain,
          owner: { fullName: `Owner ${i}`, email: `owner@${subdomain}.test` },
        },
        token,
      );
      if (res.status !== 201) throw new Error(`create ${subdomain}: ${res.status} ${await res.text()}`);
    },
  };
}

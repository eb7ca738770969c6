/** Shared set-up for the super admins integration tests (not a test file itself). */
import { SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { describeError } from '../../core/errors';
import { trackedStorage, tinyPng, upload } from '../companies/test-fixtures';
import { isTRPCError } from '../../core/middlewares/errors';
import { issueTestToken, platformHost, seedSuperAdmin, type TestApp } from '../../testing/harness';

// The same helpers the other domains' fixtures use.
export { trackedStorage, tinyPng, upload };

/** An SVG that claims to be a PNG: refused by its bytes, whatever the name and type say. */
export const svgUpload = () =>
  upload('me.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));

export async function adminRow(app: TestApp, id: string) {
  const t = platformTables.superAdmins;
  return (await app.deps.db.select().from(t).where(eq(t.id, id)))[0];
}

/** A super admin and the headers of a signed-in request as them. */
export async function signedInAdmin(app: TestApp, email: string, name = `Admin ${email}`) {
  const admin = await seedSuperAdmin(app, email, name);
  const token = await issueTestToken(app, { id: admin.id, role: SUPER_ADMIN_ROLE, companyId: null });
  return { admin, request: { ...platformHost, authorization: `Bearer ${token}` } };
}

/** The status, code and field errors a client would see for a failed call. */
export async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isTRPCError(error)) throw error;
  return describeError(error);
}

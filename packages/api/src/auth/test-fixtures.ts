/** Shared set-up for the auth integration tests (not a test file itself). */
import { appTest } from '../testing/fixtures';
import { freshIp, latestCode, tokensOf } from './test-support';

/**
 * `it` with a file's test app (appTest) and `signIn`: a sign-in with an emailed code on a host, each
 * step from an address of its own, the code read from the mail as the person would; it answers
 * the tokens and user.
 */
export function signInTest() {
  return appTest().extend('signIn', { scope: 'file' }, ({ app }) => async (host: { host: string }, email: string) => {
    await app.call({ ...host, ip: freshIp() }).auth.requestCode({ email });
    const code = await latestCode(app, email);
    return tokensOf(await app.call({ ...host, ip: freshIp() }).auth.verifyCode({ email, code: code! }));
  });
}

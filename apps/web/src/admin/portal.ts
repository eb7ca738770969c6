import { lazyPage } from '../kit/layout/lazyPage';

/**
 * The admin host's shell, loaded after sign-in so that the login page stays small. Its own
 * module: the shell imports the screens' table (pages.ts), which must not import it back.
 */
export const AdminPortal = lazyPage(() => import('./AdminPortal').then((m) => m.AdminPortal));

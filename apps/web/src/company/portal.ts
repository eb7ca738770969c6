import { lazyPage } from '../kit/layout/lazyPage';

/**
 * The company portal's shell, loaded after sign-in so that the login page stays small. Its own
 * module: the shell imports the screens' table (pages.ts), which must not import it back.
 */
export const CompanyPortal = lazyPage(() => import('./CompanyPortal').then((m) => m.CompanyPortal));

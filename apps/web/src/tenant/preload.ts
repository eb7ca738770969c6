import { CompanyPortal, companyPageFor } from './pages';

/**
 * A fresh load of a company's host with a stored session: load the portal's shell and the screen of
 * the address while the profile is being fetched, instead of after it.
 */
export function preloadCompany({ pathname } = window.location): void {
  void Promise.allSettled([CompanyPortal.preload(), companyPageFor(pathname).preload()]);
}

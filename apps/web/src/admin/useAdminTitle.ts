import { MESSAGES } from '@app/contracts';

import { usePageTitle } from '../kit/layout/usePageTitle';

/** Browser title of an admin page: 'Companies | Admin Panel'. Pass undefined while it is unknown. */
export function useAdminTitle(page: string | undefined) {
  usePageTitle(page ? MESSAGES.web.adminPageTitle(page) : undefined);
}

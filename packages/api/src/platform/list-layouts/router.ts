import { layoutRouter, superAdminLayouts } from '../../kit/list-layouts/router';

/** appRouter.platform.listLayouts: the signed-in super admin's own list layouts. */
export const platformListLayoutsRouter = layoutRouter(superAdminLayouts);

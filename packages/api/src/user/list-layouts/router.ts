import { companyUserLayouts, layoutRouter } from '../../kit/list-layouts/router';

/** appRouter.user.listLayouts: the signed-in company user's own list layouts. */
export const userListLayoutsRouter = layoutRouter(companyUserLayouts);

import type { RouteTable } from '../http/dispatch';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { siteRoutes } from './site';

/** Every route store-api answers, by `METHOD /rest_route`. */
export const ROUTES: RouteTable = { ...siteRoutes, ...catalogueRoutes, ...authRoutes, ...accountRoutes, ...cartRoutes, ...checkoutRoutes };

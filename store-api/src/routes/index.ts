import type { RouteTable } from '../http/dispatch';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { siteRoutes } from './site';

/** Every route store-api answers, by `METHOD /rest_route`. */
export const ROUTES: RouteTable = { ...siteRoutes, ...catalogueRoutes, ...authRoutes };

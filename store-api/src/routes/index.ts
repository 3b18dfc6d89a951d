import type { EndpointHandlers } from '../http/context';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { siteHandlers } from './site';

/** Every endpoint of the shared table, answered by store-api. */
export const HANDLERS: EndpointHandlers = { ...siteHandlers, ...catalogueHandlers, ...authHandlers, ...accountHandlers, ...cartHandlers, ...checkoutHandlers };

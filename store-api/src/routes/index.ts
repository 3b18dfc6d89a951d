import type { EndpointHandlers } from '../http/context';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { checkoutDraftHandlers } from './checkoutDraft';
import { drawHandlers } from './draws';
import { ledgerHandlers } from './ledger';
import { ordersHandlers } from './orders';
import { postalEntryHandlers } from './postalEntries';
import { profileHandlers } from './profile';
import { siteHandlers } from './site';

/** Every endpoint of the shared table, answered by store-api. */
export const HANDLERS: EndpointHandlers = {
  ...siteHandlers,
  ...catalogueHandlers,
  ...drawHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...ledgerHandlers,
  ...ordersHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...checkoutDraftHandlers,
  ...postalEntryHandlers,
};

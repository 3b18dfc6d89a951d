/**
 * Response schemas for every call, one file per group (a page loads only the groups of the calls it
 * makes). The client checks each answer against its schema; a malformed answer takes the same path as a
 * failed call. store-api's tests check its answers against the same.
 */
export { WpErrorSchema, SuccessResponseSchema, type WpError, type SuccessResponse } from './responses/common';
export * from './responses/site';
export * from './responses/catalogue';
export * from './responses/draws';
export * from './responses/account';

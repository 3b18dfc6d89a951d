/**
 * What the shop's scripts use of store-api (`@shop/store-api/tools`): a free port, running store-api in a
 * process of its own, the page-load timings, the demo customer and an in-memory storage for API clients.
 * Light on purpose: nothing here opens a database or starts a server when it is imported.
 */
export { freePort } from './load/freePort';
export { clientAddress } from './load/loopbackFetch';
export { StepTimes } from './load/stepTimes';
export { startStoreApiProcess, type StoreApiProcess } from './load/storeApiProcess';
export { DEMO_CUSTOMER } from './seed/users';
export { MemoryStorage } from '@shop/shared-contracts/src/testing/memoryStorage';

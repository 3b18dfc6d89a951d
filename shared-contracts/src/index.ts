/** The one public door of shared-contracts. Apps import from '@shop/shared-contracts' only. */
export * from './entities/primitives';
export * from './entities/competition';
export * from './entities/cart';
export * from './entities/user';
export * from './entities/account';
export * from './entities/site';
export * from './api/restRoutes';
export * from './api/schemas';
export * from './api/requests';
export * from './bus/events';
export * from './bus/bus';
export * from './routes';
export * from './constants';
export * from './config';
export * from './remotesManifest';
export * from './version';
export * from './theme';

/**
 * What the apps may use of rxjs: what the bus (shared-contracts' bus.ts) is made of, the only rxjs the
 * apps import today. A library shared through Module Federation is bundled whole; naming the surface
 * lets webpack drop the rest (every other operator and creation function), which keeps rxjs small in
 * the first load. The shell provides this module for every app, so a name added here reaches the page
 * only once the shell is rebuilt: add it, rebuild the shell, then release the remote that needs it.
 * Taken from rxjs's ES2015 build, which needs no tslib helpers.
 */
export { Observable, ReplaySubject, Subject, filter } from '@shop-shared-source/rxjs';

/**
 * What the apps may use of rxjs (the bus and what a screen does with its streams). A library shared
 * through Module Federation is bundled whole; naming the surface lets webpack drop the rest. The shell
 * provides this module for every app, so a name added here reaches the page only once the shell is
 * rebuilt. Taken from rxjs's ES2015 build, which needs no tslib helpers.
 */
export {
  BehaviorSubject,
  EMPTY,
  Observable,
  ReplaySubject,
  Subject,
  Subscription,
  combineLatest,
  debounceTime,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  from,
  lastValueFrom,
  map,
  merge,
  of,
  scan,
  share,
  shareReplay,
  skip,
  startWith,
  switchMap,
  take,
  takeUntil,
  tap,
  timer,
} from '@shop-shared-source/rxjs';

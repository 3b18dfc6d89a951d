import * as v from 'valibot';

/**
 * What the shop reports about each remote release, so ops can compare a canary with the live release:
 * page views (counted by the render server) and problems (reported by the browser: a remote whose code
 * could not be loaded, whose screen threw while rendering, or whose code threw an uncaught error; and by
 * the render server: a server render of the release that failed). Every problem puts a fallback in the
 * remote's slot except an uncaught error.
 */
export const REMOTE_PROBLEM_KINDS = ['load-failed', 'render-error', 'error', 'server-error'] as const;

/** A remote's release name as the shop reports it. */
export const RemoteVersionSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/));

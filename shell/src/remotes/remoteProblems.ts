import type { REMOTE_PROBLEM_KINDS } from '@shop/shared-contracts';

export type RemoteProblemKind = (typeof REMOTE_PROBLEM_KINDS)[number];
export type RemoteEventKind = 'view' | RemoteProblemKind;

/**
 * Where the browser reports a remote release's problems: the render server, on the shop's own origin,
 * which reads them with server/remoteProblemReport.ts (kept apart, so its schema stays out of the browser).
 */
export const REMOTE_EVENTS_PATH = '/ops/remote-events';

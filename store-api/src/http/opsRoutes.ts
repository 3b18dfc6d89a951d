import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared-contracts';
import { readRemoteEventBatch } from '../domain/opsProtocol';
import type { Db } from '../db/database';
import { recordRemoteEvents, remoteHealth } from '../domain/remoteEvents';

type SendError = (reply: FastifyReply, status: number, code: string, message: string) => unknown;

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/**
 * The ops collector's two calls (not part of the shop's WordPress API): the render server sends remote page
 * views and problems in batches, the deploy tools read a release's figures. Both need the service bearer.
 */
export function registerOpsRoutes(app: FastifyInstance, db: Db, serviceToken: string, sendError: SendError): void {
  const authorized = (request: FastifyRequest) => request.headers.authorization === `Bearer ${serviceToken}`;

  app.post('/ops/remote-events', (request, reply) => {
    if (!authorized(request)) return sendError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    const batch = readRemoteEventBatch(request.body);
    if (!batch) return sendError(reply, 400, 'rest_invalid_param', 'events: a list of {remote, version, kind, count} is expected.');
    recordRemoteEvents(db, batch.events);
    return reply.send({ success: true, recorded: batch.events.length });
  });

  app.get('/ops/remote-health', (request, reply) => {
    if (!authorized(request)) return sendError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    const { remote, version, since } = request.query as Record<string, string | undefined>;
    if (!REMOTE_NAMES.includes(remote as RemoteName)) return sendError(reply, 400, 'rest_invalid_param', `remote: one of ${REMOTE_NAMES.join(', ')}.`);
    if (!version || !VERSION.test(version)) return sendError(reply, 400, 'rest_invalid_param', 'version: a release version is expected.');
    if (!since || Number.isNaN(Date.parse(since))) return sendError(reply, 400, 'rest_invalid_param', 'since: an ISO time is expected.');
    return reply.send(remoteHealth(db, remote as RemoteName, version, since));
  });
}

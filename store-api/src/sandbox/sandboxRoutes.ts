import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOSTED_SANDBOX_GATEWAY } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { formatPounds } from '../domain/money';
import { orderById } from '../domain/orders';
import { writeToOutbox } from '../domain/outbox';
import { isGatewayEnabled } from '../domain/paymentGateways';
import { providerPaymentOf } from '../domain/providerPayments';
import type { NoticeWriter } from '../realtime/noticeWriter';
import { orderReceivedUrl } from '../routes/checkout';
import { challengePage, endedPage, pagePolicy, paymentPage } from './hostedPages';
import { newNonce, readNotification, signNotification, SIGNATURE_HEADER, type SandboxNotification } from './notification';
import { receiveNotification } from './receiveNotification';

/** The shop's notification endpoint for the gateway (WooCommerce's `wc-api` callback URL shape). */
export const NOTIFY_PATH = `/wc-api/${HOSTED_SANDBOX_GATEWAY}`;
/** The code the sandbox's 3-D Secure challenge accepts. */
export const CHALLENGE_CODE = '1234';

export interface SandboxOptions {
  db: Db;
  now: () => number;
  notices: NoticeWriter;
  /** The secret the shop and the sandbox provider sign notifications with. */
  secret: string;
  siteUrl: () => string;
  publicUrl: string;
  outboxFile: string;
  /** The operator's log of refused notifications (one JSON line each). */
  paymentLogFile: string;
}

type Reply = FastifyReply;
type Params = { order: string };

/**
 * The sandbox hosted-payment gateway, both sides on store-api's origin, all of it 404 unless the gateway is
 * enabled. The provider: its payment page (Approve, Decline, 3-D Secure challenge, Abandon), the challenge
 * page, and its signed server-to-server notification, sent over HTTP before the customer is sent back, or
 * kept until `POST /sandbox-pay/<order>/send-notification` (a slow provider). The shop: the notification
 * endpoint (receiveNotification.ts), which logs every refusal for the operator.
 */
export function registerSandboxGateway(app: FastifyInstance, options: SandboxOptions): void {
  const { db } = options;
  const enabled = () => isGatewayEnabled(db, HOSTED_SANDBOX_GATEWAY);
  /** What the provider sent (or holds back) per order: a test replays them. */
  const sent = new Map<number, { body: SandboxNotification; signature: string }[]>();
  const held = new Map<number, { body: SandboxNotification; signature: string }>();

  const notFound = (reply: Reply) =>
    reply.status(404).send({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  const html = (reply: Reply, body: string) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', pagePolicy(new URL(options.publicUrl).origin))
      .header('Cache-Control', 'no-store')
      .send(body);

  /** The pending order this link names (its key checked), else null. */
  const pendingOrder = (request: FastifyRequest) => {
    const id = Number((request.params as Params).order);
    const key = String((request.query as Record<string, unknown>).key ?? '');
    const order = Number.isSafeInteger(id) ? orderById(db, id) : undefined;
    if (!order || order.orderKey !== key || providerPaymentOf(db, id)?.gateway !== HOSTED_SANDBOX_GATEWAY) return null;
    return order;
  };

  const notification = (orderId: number, event: SandboxNotification['event'], reason: string) => {
    const payment = providerPaymentOf(db, orderId)!;
    const body: SandboxNotification = {
      order_id: orderId,
      event,
      reason,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      timestamp: Math.floor(options.now() / 1000),
      nonce: newNonce(),
    };
    return { body, signature: signNotification(options.secret, body) };
  };

  /** The provider calls the shop, server to server, as a real provider's webhook does. */
  const send = async (signed: { body: SandboxNotification; signature: string }) => {
    sent.set(signed.body.order_id, [...(sent.get(signed.body.order_id) ?? []), signed]);
    const answer = await fetch(`${options.siteUrl()}${NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signed.signature },
      body: JSON.stringify(signed.body),
    });
    await answer.arrayBuffer();
  };

  const settle = async (reply: Reply, order: { id: number; orderKey: string }, event: SandboxNotification['event'], reason: string, notify: unknown) => {
    const signed = notification(order.id, event, reason);
    if (notify === 'after') held.set(order.id, signed);
    else await send(signed);
    return reply.redirect(orderReceivedUrl(options.publicUrl, order.id, order.orderKey), 303);
  };

  app.get('/sandbox-pay/:order', (request, reply) => {
    if (!enabled()) return notFound(reply);
    const order = pendingOrder(request);
    if (!order || order.status !== 'pending') return html(reply, endedPage());
    return html(reply, paymentPage({ id: order.id, amount: formatPounds(order.totalMinor), action: request.url }));
  });

  app.post('/sandbox-pay/:order', async (request, reply) => {
    if (!enabled()) return notFound(reply);
    const order = pendingOrder(request);
    if (!order || order.status !== 'pending') return html(reply, endedPage());
    const { choice, notify } = (request.body ?? {}) as Record<string, unknown>;
    if (choice === 'approve') return settle(reply, order, 'payment.succeeded', '', notify);
    if (choice === 'decline') return settle(reply, order, 'payment.failed', 'declined', notify);
    if (choice === 'challenge') {
      const url = new URL(request.url, 'http://sandbox.local');
      return html(
        reply,
        challengePage({
          id: order.id,
          amount: formatPounds(order.totalMinor),
          action: `/sandbox-pay/${order.id}/challenge${url.search}`,
          notify: String(notify ?? 'before'),
        }),
      );
    }
    // Abandon: the customer closes the page and the provider says nothing; the hold cancels the order.
    return reply.redirect(`${options.publicUrl}/cart`, 303);
  });

  app.post('/sandbox-pay/:order/challenge', async (request, reply) => {
    if (!enabled()) return notFound(reply);
    const order = pendingOrder(request);
    if (!order || order.status !== 'pending') return html(reply, endedPage());
    const { code, notify } = (request.body ?? {}) as Record<string, unknown>;
    return String(code ?? '').trim() === CHALLENGE_CODE
      ? settle(reply, order, 'payment.succeeded', '', notify)
      : settle(reply, order, 'payment.failed', 'authentication_failed', notify);
  });

  // The sandbox provider's own tools (no customer sees them): send a held notification, list those sent.
  app.post('/sandbox-pay/:order/send-notification', async (request, reply) => {
    if (!enabled()) return notFound(reply);
    const id = Number((request.params as Params).order);
    const signed = held.get(id);
    if (!signed) return reply.status(404).send({ code: 'sandbox_nothing_held', message: 'No notification is held for this order.', data: { status: 404 } });
    held.delete(id);
    await send(signed);
    return reply.send({ sent: true });
  });
  app.get('/sandbox-pay/:order/notifications', (request, reply) => {
    if (!enabled()) return notFound(reply);
    return reply.send(sent.get(Number((request.params as Params).order)) ?? []);
  });

  app.post(NOTIFY_PATH, async (request, reply) => {
    if (!enabled()) return notFound(reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = readNotification(body);
    const signature = String(request.headers[SIGNATURE_HEADER] ?? '');
    const answer = parsed
      ? receiveNotification(db, options.secret, parsed, signature, options.now())
      : ({ status: 400, code: 'sandbox_invalid_notification', message: 'The notification is not in the expected shape.' } as const);
    if (answer.status !== 200) {
      logForOperator(options.paymentLogFile, {
        at: new Date(options.now()).toISOString(),
        refused: answer.code,
        order_id: parsed?.order_id ?? null,
        from: request.ip,
      });
      return reply.status(answer.status).send({ code: answer.code, message: answer.message, data: { status: answer.status } });
    }
    const { update } = answer;
    if (update.outcome === 'paid') {
      writeToOutbox(options.outboxFile, update.receipt.to, update.receipt.message, options.now());
      await Promise.all(
        update.fulfilment.notices.map((notice) =>
          options.notices.push(notice).catch((error: unknown) => console.error('[store-api] could not write instant-win notice:', error)),
        ),
      );
    }
    const status = orderById(db, parsed!.order_id)!.status;
    return reply.send({ received: true, changed: update.outcome !== 'unchanged', order_status: status });
  });
}

function logForOperator(file: string, entry: Record<string, unknown>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

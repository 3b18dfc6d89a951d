import type { Readable } from 'node:stream';

export interface UnreadBodyLimits {
  bytes: number;
  ms: number;
}

/**
 * How much of a body the server reads (and drops) before answering a request it refused unread: 8 MB (32 times
 * the body limit) or 30 s, enough for a phone on a slow uplink sending a too-large upload; past either the
 * client is answered and the connection closed.
 */
export const UNREAD_BODY_LIMITS: UnreadBodyLimits = { bytes: 8 * 1024 * 1024, ms: 30_000 };

/**
 * Reads and drops what is left of a request's body. An answer given before the body was read (a 429 decided
 * from the address alone, a 413 decided from Content-Length) must wait for this: a socket closed with unread
 * data makes the kernel reset the connection, and a client still writing its body then loses the answer
 * (status line, headers and all). Resolves true once the body ended; false past the limits or when the
 * client went away (the connection cannot carry another request then).
 */
export function drainUnreadBody(request: Readable, limits: UnreadBodyLimits = UNREAD_BODY_LIMITS): Promise<boolean> {
  if (request.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onGone);
      request.off('error', onGone);
      if (!ended) request.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limits.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onGone = () => finish(false);
    const timer = setTimeout(() => finish(false), limits.ms);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('close', onGone);
    request.on('error', onGone);
    request.resume();
  });
}

import type { Socket } from 'node:net';
import { WpError } from './wpError';

/** On every answer: store-api sends JSON and SVG artwork, never a page, so nothing it sends may run or be framed. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
} as const;

/**
 * Errors before a request exists (431 header fields too large, 400 malformed HTTP), answered on the socket
 * in WordPress's shape, with the security headers, and the connection closed.
 */
export function answerClientError(error: Error, socket: Socket): void {
  if (!socket.writable) return;
  const code = (error as { code?: string }).code;
  const [status, reason, wpCode, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'rest_headers_too_large', 'The request line or headers are too large.']
      : [400, 'Bad Request', 'rest_bad_request', 'The request could not be understood.'];
  const body = JSON.stringify(new WpError(status, wpCode, message).toBody());
  const headers = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${headers}Connection: close\r\n\r\n${body}`,
  );
}

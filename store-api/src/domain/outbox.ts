import fs from 'node:fs';
import path from 'node:path';

/**
 * store-api's stand-in for sending email: each message is one line of the outbox file (`outbox.log` in the
 * data folder), `<ISO time> to <address>: <message>`, its whitespace folded so a line is always one message.
 */
export function writeToOutbox(outboxFile: string, to: string, message: string, at = Date.now()): void {
  fs.mkdirSync(path.dirname(outboxFile), { recursive: true });
  fs.appendFileSync(outboxFile, `${new Date(at).toISOString()} to ${to}: ${message.replace(/\s+/g, ' ').trim()}\n`);
}

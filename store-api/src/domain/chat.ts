import type { ChatMessage } from '@shop/shared-contracts';
import type { RequestContext } from '../http/context';
import { WpError } from '../http/wpError';
import { storedProfile } from './users';
import { sql } from '../db/statements';

/** A customer may post at most this many messages in one window (a flood is refused with 429). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 60_000;

/**
 * Messages are plain text: control characters out, everything else kept as typed ("2 < 3" stays). Clients
 * render them as text, never as HTML, so markup in a message shows as the characters it is.
 */
export function plainChatText(message: string): string {
  return message.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '').trim();
}

/**
 * Stores a signed-in customer's message and writes it to the realtime database, which clients may read
 * but never write. Only the first name is published.
 */
export async function postChatMessage(context: RequestContext, userId: number, raw: string): Promise<{ success: true; message: string }> {
  const now = Date.now();
  const recent = sql(context.db, 'SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ? AND created_at > ?').get(userId, now - CHAT_RATE_WINDOW_MS) as {
    n: number;
  };
  if (recent.n >= CHAT_RATE_LIMIT) {
    throw new WpError(429, 'rest_chat_rate_limited', 'You are sending messages too quickly. Please wait a minute and try again.');
  }
  const text = plainChatText(raw);
  if (!text) throw new WpError(400, 'rest_invalid_param', 'Please write a message.');
  const name = storedProfile(context.db, userId).first_name.split(/\s+/)[0] || 'Angler';
  const { lastInsertRowid } = sql(context.db, 'INSERT INTO chat_messages (user_id, name, message, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    name,
    text,
    now,
  );
  const message: ChatMessage = { id: Number(lastInsertRowid), name, message: text, created_at: now };
  await context.notices.pushChatMessage(message);
  return { success: true, message: 'Message posted.' };
}

import type { ChatMessage } from '@shop/shared-contracts';
import type { Db } from '../db/database';
import { int, mapRows } from '../db/rows';
import type { NoticeWriter } from '../realtime/noticeWriter';
import { DomainError } from './errors';
import { rateLimited } from './rateLimited';
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

/** How many of the latest messages the room's history holds (the chat screen keeps as many). */
export const CHAT_HISTORY_SIZE = 200;

/** The room's latest messages, oldest first: what a page shows before the live feed adds to it. */
export function chatHistory(db: Db): ChatMessage[] {
  const rows = sql(db, 'SELECT id, name, message, created_at FROM chat_messages ORDER BY id DESC LIMIT ?').all(CHAT_HISTORY_SIZE) as {
    id: number;
    name: string;
    message: string;
    created_at: number;
  }[];
  return rows.reverse().map((row) => ({ id: row.id, name: row.name, message: row.message, created_at: row.created_at }));
}

/**
 * Stores a signed-in customer's message and writes it to the realtime database, which clients may read
 * but never write. Only the first name is published.
 */
export async function postChatMessage(
  db: Db,
  notices: NoticeWriter,
  userId: number,
  raw: string,
  now = Date.now(),
): Promise<{ success: true; message: string }> {
  // The customer's latest messages inside the window, newest first: the last of a full set leaves it first.
  const recent = mapRows(
    sql(db, 'SELECT created_at FROM chat_messages WHERE user_id = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?').all(
      userId,
      now - CHAT_RATE_WINDOW_MS,
      CHAT_RATE_LIMIT,
    ),
    (row) => int(row, 'created_at'),
  );
  if (recent.length >= CHAT_RATE_LIMIT) {
    throw rateLimited(
      'rest_chat_rate_limited',
      recent[CHAT_RATE_LIMIT - 1]! + CHAT_RATE_WINDOW_MS - now,
      (wait) => `You are sending messages too quickly. Please wait ${wait} and try again.`,
    );
  }
  const text = plainChatText(raw);
  if (!text) throw new DomainError('invalid', 'rest_invalid_param', 'Please write a message.');
  const name = storedProfile(db, userId).first_name.split(/\s+/)[0] || 'Angler';
  const { lastInsertRowid } = sql(db, 'INSERT INTO chat_messages (user_id, name, message, created_at) VALUES (?, ?, ?, ?)').run(userId, name, text, now);
  const message: ChatMessage = { id: Number(lastInsertRowid), name, message: text, created_at: now };
  await notices.pushChatMessage(message);
  return { success: true, message: 'Message posted.' };
}

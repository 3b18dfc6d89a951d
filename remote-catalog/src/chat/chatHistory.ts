import { loggedCall } from '../shared/queries';
import { formatDateTime, londonOffsetMs, RENDERED_DATA_FRESH_MS, type ChatMessage, type ShopApi } from '@shop/shared-contracts';

/** The room keeps (and shows) at most this many of the latest messages. */
export const CHAT_HISTORY_LIMIT = 200;

/** The room's history, the messages a page shows before the live feed adds to it (the server renders them). */
export function chatHistoryQuery(api: ShopApi) {
  return {
    queryKey: ['catalog', 'chat-history'],
    queryFn: () => loggedCall('the chat history', () => api.getChatHistory()),
    retry: false,
    staleTime: RENDERED_DATA_FRESH_MS,
  };
}

/** History and live messages as one list: each message once, in the order they were posted, the latest kept. */
export function roomMessages(history: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...history, ...live]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY_LIMIT);
}

/**
 * "November 24, 2026, 5:10 PM" in UK time (month name, day, year; 12-hour time), written out
 * without Intl (shared-contracts' formatters), so the server and the browser write exactly the same text.
 */
export function chatTime(epochMs: number): string {
  const local = new Date(epochMs + londonOffsetMs(epochMs)).toISOString();
  return formatDateTime(local.slice(0, 10), local.slice(11, 16));
}

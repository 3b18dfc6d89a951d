import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShopApi } from '@shop/remote-kit';
import type { ChatMessage, RealtimeDatabaseConfig } from '@shop/shared-contracts';
import { subscribeToChat } from './chatFeed';
import { CHAT_HISTORY_LIMIT, chatHistoryQuery, roomMessages } from './chatHistory';

/** After this long the room counts as connected even if it sent nothing (an empty room sends nothing). */
const SETTLE_MS = 1500;

/**
 * The room's messages: the history that comes with the page (the server renders it) and the live feed
 * added to it, each message once. `connected` turns true with the first live message, or after a moment.
 */
export function useChatFeed(database: RealtimeDatabaseConfig): { messages: ChatMessage[]; connected: boolean } {
  const api = useShopApi();
  const history = useQuery(chatHistoryQuery(api));
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [connected, setConnected] = useState(false);
  const messages = useMemo(() => roomMessages(history.data ?? [], live), [history.data, live]);

  useEffect(() => {
    setLive([]);
    const stop = subscribeToChat(
      database,
      (message) => {
        setConnected(true);
        // The feed sends the room's history again as it connects: a message already held is not added twice.
        setLive((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].slice(-CHAT_HISTORY_LIMIT)));
      },
      (error) => console.error('[catalog] the community chat stopped:', error),
    );
    const settle = setTimeout(() => setConnected(true), SETTLE_MS);
    return () => {
      clearTimeout(settle);
      stop();
    };
  }, [database]);

  return { messages, connected };
}

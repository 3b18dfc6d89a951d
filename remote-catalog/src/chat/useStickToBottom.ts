import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom. */
const BOTTOM_SLACK_PX = 24;

/**
 * Scrolling of a live log (newest at the bottom): at the bottom it follows new messages; a reader who
 * scrolled up is never moved, and `unseen` counts the messages that arrived since, until they return to
 * the bottom or jump there.
 */
export function useStickToBottom<T extends { id: number }>(messages: readonly T[]) {
  const logRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const shownIds = useRef<Set<number> | null>(null);
  const [unseen, setUnseen] = useState(0);

  useLayoutEffect(() => {
    const shown = shownIds.current;
    const arrived = shown ? messages.filter((message) => !shown.has(message.id)).length : 0;
    shownIds.current = new Set(messages.map((message) => message.id));
    const log = logRef.current;
    if (atBottom.current) {
      if (log) log.scrollTop = log.scrollHeight;
    } else if (arrived > 0) {
      setUnseen((count) => count + arrived);
    }
  }, [messages]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const log = event.currentTarget;
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(0);
  };

  const jumpToNewest = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  return { logRef, unseen, onScroll, jumpToNewest };
}

import type { RefObject, UIEvent } from 'react';
import styled from 'styled-components';
import { media, theme, type ChatMessage } from '@shop/shared-contracts';
import { focusRing, SecondaryButton, Spinner } from '@shop/remote-kit';
import { ChatMessageItem } from './ChatMessageItem';

const Room = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: min(60vh, 560px);
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  ${media.tablet} {
    height: min(65vh, 640px);
  }
`;
const Log = styled.ol`
  flex: 1;
  margin: 0;
  padding: 14px;
  list-style: none;
  overflow-y: auto;
  ${focusRing}
`;
/** Over the log, not above it: when the room connects and it goes, nothing below it moves (no layout shift). */
const Connecting = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;
const NewButton = styled(SecondaryButton)`
  position: absolute;
  left: 50%;
  bottom: 12px;
  transform: translateX(-50%);
  box-shadow: ${theme.shadow.raised};
`;

export interface ChatRoomProps {
  messages: readonly ChatMessage[];
  connected: boolean;
  /** The log's scrolling, from useStickToBottom. */
  scroll: {
    logRef: RefObject<HTMLOListElement>;
    unseen: number;
    onScroll: (event: UIEvent<HTMLElement>) => void;
    jumpToNewest: () => void;
  };
}

/** The live room: the messages oldest first, and a "N new messages" button while the reader is scrolled up. */
export function ChatRoom({ messages, connected, scroll }: ChatRoomProps) {
  const { logRef, unseen, onScroll, jumpToNewest } = scroll;
  return (
    <Room>
      {!connected ? (
        <Connecting>
          <Spinner compact label="Connecting to the chat" />
        </Connecting>
      ) : null}
      <Log ref={logRef} tabIndex={0} aria-label="Chat messages" data-testid="chat-log" onScroll={onScroll}>
        {connected && messages.length === 0 ? <li>No messages yet. Say hello!</li> : null}
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
      </Log>
      {unseen > 0 ? (
        <NewButton type="button" onClick={jumpToNewest}>
          {unseen === 1 ? '1 new message' : `${unseen} new messages`}
        </NewButton>
      ) : null}
      <div aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {unseen > 0 ? `${unseen} new messages` : ''}
      </div>
    </Room>
  );
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, showToast, Spinner, useBusState, useShopApi, useUserState } from '@shop/remote-kit';
import { DEFAULT_RUNTIME_CONFIG, media, theme, type ChatMessage } from '@shop/shared-contracts';
import { focusRing, PrimaryButton, PrimaryLink, SecondaryButton } from '@shop/remote-kit';
import { subscribeToChat } from './chatFeed';
import { CHAT_HISTORY_LIMIT, chatHistoryQuery, chatTime, roomMessages } from './chatHistory';
import { CHAT_MESSAGE_MAX, postChat } from './postChat';
import { reportLink } from './reportLink';

/** Only the newest messages are kept on screen; the room itself keeps them all. */

const Rules = styled.section`
  margin: 0 0 14px;
  padding: 12px 14px;
  border-left: 4px solid ${theme.color.brand};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark};
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 20px;
    margin: 0 0 4px;
    padding: 0;
    list-style: none;
    font-weight: 700;
  }
  li::before {
    content: '•';
    margin-right: 8px;
    color: ${theme.color.brand};
  }
  p {
    margin: 0;
    font-size: 0.92rem;
  }
`;
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
const Message = styled.li`
  margin-bottom: 12px;
  p {
    margin: 2px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
`;
const Meta = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  font-size: 0.85rem;
  color: ${theme.color.inkMuted};
  strong {
    color: ${theme.color.brandDark};
  }
`;
const Report = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  margin: -4px -6px -4px auto;
  padding: 0 6px;
  color: ${theme.color.inkMuted};
  font-size: 0.8rem;
  text-decoration: underline;
  ${focusRing}
`;
const NewButton = styled(SecondaryButton)`
  position: absolute;
  left: 50%;
  bottom: 12px;
  transform: translateX(-50%);
  box-shadow: ${theme.shadow.raised};
`;
const Composer = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 10px;
  margin-top: 12px;
  label {
    grid-column: 1 / -1;
    font-weight: 700;
  }
  textarea {
    min-height: 52px;
    padding: 10px 12px;
    border: 2px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    font: inherit;
    resize: vertical;
    ${focusRing}
  }
  small {
    grid-column: 1 / -1;
    color: ${theme.color.inkMuted};
  }
`;
const Guest = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  margin-top: 12px;
  padding: 14px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  p {
    margin: 0;
    font-weight: 700;
  }
`;

/** Community chat: everyone reads the live room (newest at the bottom); signed-in customers post. */
export default function CommunityChatScreen() {
  const api = useShopApi();
  const config = useBusState('shell:config')?.config ?? DEFAULT_RUNTIME_CONFIG;
  const { user, authChecked } = useUserState();
  // The history comes with the page (the server renders it); the live feed adds to it.
  const history = useQuery(chatHistoryQuery(api));
  const [live, setLive] = useState<ChatMessage[]>([]);
  const messages = useMemo(() => roomMessages(history.data ?? [], live), [history.data, live]);
  const shownIds = useRef(new Set<number>());
  useEffect(() => {
    shownIds.current = new Set(messages.map((message) => message.id));
  }, [messages]);
  const [connected, setConnected] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    setLive([]);
    const stop = subscribeToChat(
      config.realtimeDatabase,
      (message) => {
        setConnected(true);
        // The feed sends the room's history again as it connects: only a message not shown yet is new.
        const isNew = !shownIds.current.has(message.id);
        setLive((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].slice(-CHAT_HISTORY_LIMIT)));
        if (isNew && !atBottom.current) setUnseen((n) => n + 1);
      },
      (error) => console.error('[catalog] the community chat stopped:', error),
    );
    // An empty room sends nothing: stop the spinner after a moment either way.
    const settle = setTimeout(() => setConnected(true), 1500);
    return () => {
      clearTimeout(settle);
      stop();
    };
  }, [config.realtimeDatabase]);

  // New messages never move a reader who scrolled up; at the bottom the room follows them.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && atBottom.current) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const jumpToNewest = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  const send = useMutation({
    mutationFn: (message: string) => postChat(api, message),
    onSuccess: (result) => {
      if (result.success) {
        setDraft('');
        jumpToNewest();
      } else showToast('error', result.error || result.message || 'Your message could not be posted.');
    },
    onError: (error: { serverMessage?: string | null }) => {
      console.error('[catalog] a chat message could not be posted:', error);
      showToast('error', error.serverMessage || 'Your message could not be posted. Please try again.');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || send.isPending) return;
    send.mutate(text.slice(0, CHAT_MESSAGE_MAX));
  };

  return (
    <Page title="Community chat" lead="Talk tactics and tackle with fellow anglers.">
      <Rules aria-labelledby="chat-rules" data-testid="chat-rules">
        <h2 id="chat-rules">House rules</h2>
        <ul>
          <li>18+ only</li>
          <li>No personal details: yours or anyone else&apos;s</li>
          <li>Be kind</li>
        </ul>
        <p>Messages are public. Use Report on any message that breaks a rule and our team will look at it.</p>
      </Rules>
      <Room>
        {!connected ? <Spinner compact label="Connecting to the chat" /> : null}
        <Log
          ref={logRef}
          tabIndex={0}
          aria-label="Chat messages"
          data-testid="chat-log"
          onScroll={(event) => {
            const log = event.currentTarget;
            atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
            if (atBottom.current) setUnseen(0);
          }}
        >
          {connected && messages.length === 0 ? <li>No messages yet. Say hello!</li> : null}
          {messages.map((message) => {
            const when = chatTime(message.created_at);
            return (
              <Message key={message.id} data-testid="chat-message">
                <Meta>
                  <strong>{message.name || 'Angler'}</strong>
                  <time dateTime={new Date(message.created_at).toISOString()}>{when}</time>
                  <Report to={reportLink(message, when)} aria-label={`Report ${message.name || 'Angler'}'s message of ${when}`}>
                    Report
                  </Report>
                </Meta>
                {/* Plain text: React escapes it, so markup in a message shows as text. */}
                <p>{message.message}</p>
              </Message>
            );
          })}
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
      {user ? (
        <Composer onSubmit={submit} data-testid="chat-composer">
          <label htmlFor="chat-message">Your message</label>
          <textarea
            id="chat-message"
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            rows={2}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby="chat-count"
          />
          <PrimaryButton type="submit" disabled={!draft.trim() || send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </PrimaryButton>
          <small id="chat-count">
            {draft.length} / {CHAT_MESSAGE_MAX}
          </small>
        </Composer>
      ) : (
        <Guest data-testid="chat-sign-in">
          <p>{authChecked ? 'Sign in to join the conversation.' : 'Checking your account…'}</p>
          <PrimaryLink to="/auth/login">Sign in</PrimaryLink>
        </Guest>
      )}
    </Page>
  );
}

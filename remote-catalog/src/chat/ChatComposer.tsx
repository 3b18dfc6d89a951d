import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { focusRing, PrimaryButton, showToast, useShopApi } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import { CHAT_MESSAGE_MAX, postChat } from './postChat';

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

/** A signed-in customer's message box. A refused or failed post keeps the draft and says why in a toast. */
export function ChatComposer({ onSent }: { onSent: () => void }) {
  const api = useShopApi();
  const [draft, setDraft] = useState('');
  const send = useMutation({
    mutationFn: (message: string) => postChat(api, message),
    onSuccess: (result) => {
      if (result.success) {
        setDraft('');
        onSent();
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
  );
}

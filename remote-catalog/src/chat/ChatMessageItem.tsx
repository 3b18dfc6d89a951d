import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme, type ChatMessage } from '@shop/shared-contracts';
import { focusRing } from '@shop/remote-kit';
import { chatTime } from './chatHistory';
import { reportLink } from './reportLink';

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

/** One message: who, when, a Report link, and the text (plain: React escapes it, so markup shows as text). */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const when = chatTime(message.created_at);
  const name = message.name || 'Angler';
  return (
    <Message data-testid="chat-message">
      <Meta>
        <strong>{name}</strong>
        <time dateTime={new Date(message.created_at).toISOString()}>{when}</time>
        <Report to={reportLink(message, when)} aria-label={`Report ${name}'s message of ${when}`}>
          Report
        </Report>
      </Meta>
      <p>{message.message}</p>
    </Message>
  );
}

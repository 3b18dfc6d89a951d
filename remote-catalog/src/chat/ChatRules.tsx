import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

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

/** The room's house rules, above the messages. */
export function ChatRules() {
  return (
    <Rules aria-labelledby="chat-rules" data-testid="chat-rules">
      <h2 id="chat-rules">House rules</h2>
      <ul>
        <li>18+ only</li>
        <li>No personal details: yours or anyone else&apos;s</li>
        <li>Be kind</li>
      </ul>
      <p>Messages are public. Use Report on any message that breaks a rule and our team will look at it.</p>
    </Rules>
  );
}

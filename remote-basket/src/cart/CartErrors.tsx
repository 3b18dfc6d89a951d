import styled from 'styled-components';
import { callout } from '../ui/layout';

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0 0 12px;
  ${callout('danger')}
  padding-left: 32px;
`;

/** The site's own word on lines that can no longer be bought (the cart's `errors[]`) that the line flags do not already say. */
export function CartErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <List aria-label="Problems with your basket" data-testid="cart-errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </List>
  );
}

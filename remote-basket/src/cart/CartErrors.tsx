import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const List = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0 0 12px;
  padding: 10px 12px 10px 32px;
  border-left: 4px solid ${theme.color.danger};
  background: #fdecea;
  font-weight: 600;
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

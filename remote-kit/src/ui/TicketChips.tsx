import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { TextButton } from './buttons';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    min-width: 2.6em;
    padding: 4px 10px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.brandLight};
    color: ${theme.color.brandDark};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
`;

/** How many ticket numbers show before "Show all". */
export const TICKET_CHIPS_FIRST_SHOWN = 50;

/** A customer's ticket numbers as chips (confirmation, order detail); "Show all N tickets" after the first 50. */
export function TicketChips({ tickets, label }: { tickets: readonly number[]; label: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? tickets : tickets.slice(0, TICKET_CHIPS_FIRST_SHOWN);
  return (
    <div>
      <Chips aria-label={label} data-testid="ticket-numbers">
        {shown.map((ticket) => (
          <li key={ticket}>{ticket}</li>
        ))}
      </Chips>
      {!all && tickets.length > TICKET_CHIPS_FIRST_SHOWN ? (
        <TextButton type="button" onClick={() => setAll(true)}>
          Show all {tickets.length} tickets
        </TextButton>
      ) : null}
    </div>
  );
}

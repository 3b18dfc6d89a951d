import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { TextButton } from '../ui/buttons';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 10px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.brandLight};
    color: ${theme.color.brandDark};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const FIRST_SHOWN = 50;

/** Ticket numbers as chips; "Show all" after the first 50. */
export function TicketChips({ tickets, label }: { tickets: readonly number[]; label: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? tickets : tickets.slice(0, FIRST_SHOWN);
  return (
    <div>
      <Chips aria-label={label} data-testid="ticket-numbers">
        {shown.map((ticket) => <li key={ticket}>{ticket}</li>)}
      </Chips>
      {!all && tickets.length > FIRST_SHOWN ? <TextButton type="button" onClick={() => setAll(true)}>Show all {tickets.length} tickets</TextButton> : null}
    </div>
  );
}

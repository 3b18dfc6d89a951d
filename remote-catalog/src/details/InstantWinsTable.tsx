import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatPounds, theme, type Competition } from '@shop/shared-contracts';
import { headingType, textType, outlinedBox } from '@shop/remote-kit';
import { FindMyTicket } from './FindMyTicket';
import { instantWinCount } from './ticketLookup';

const Group = styled.details`
  margin-bottom: 10px;
  ${outlinedBox(theme.radius.medium, theme.color.surface)}
  summary {
    display: flex;
    gap: 10px;
    min-height: 48px;
    align-items: center;
    padding: 10px 14px;
    font-weight: 800;
    cursor: pointer;
    color: ${theme.color.brandDark};
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The prize takes the room; the count and a chevron (down when open) stay on one line at the end. */
  summary > span:first-child {
    flex: 1;
  }
  summary > span + span {
    white-space: nowrap;
    color: ${theme.color.inkMuted};
    font-weight: 700;
  }
  summary::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin: 0 4px 4px 2px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-45deg);
    transition: transform 0.15s ease;
  }
  &[open] summary::after {
    transform: rotate(45deg);
  }
  summary:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;
const Tickets = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Ticket = styled.li<{ $won: boolean }>`
  padding: 6px 10px;
  border-radius: ${theme.radius.small};
  border: 1px solid ${(p) => (p.$won ? theme.color.border : theme.color.brand)};
  background: ${(p) => (p.$won ? theme.color.page : theme.color.brandLight)};
  color: ${(p) => (p.$won ? theme.color.inkMuted : theme.color.brandDark)};
  font-size: 0.88rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
const GroupBody = styled.div`
  display: grid;
  gap: 12px;
  padding: 0 14px 14px;
  h4 {
    margin: 0 0 6px;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.color.inkMuted};
  }
`;
const Summary = styled.p`
  margin: 0 0 12px;
  font-weight: 700;
  color: ${theme.color.inkMuted};
`;
const Count = styled.p`
  margin: 0 0 14px;
  ${textType('1.05rem', theme.color.inkMuted)}
  strong {
    ${headingType('1.5rem', theme.color.brandDark)}
  }
`;
/** Tablet and up show every prize open, as one table grouped by prize; phones open the first group only. */
function opensEveryGroup(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${theme.breakpoint.tablet})`).matches;
}

/** Instant wins grouped by prize, with a count on top ("12 of 40 won") and "find my ticket": won (by whom) or still to be won. */
export function InstantWinsTable({ competition }: { competition: Competition }) {
  const prizes = competition.instant_wins;
  // Read once mounted: the server cannot know the screen's width, so the first render is the phone's.
  const [everyGroupOpen, setEveryGroupOpen] = useState(false);
  useEffect(() => setEveryGroupOpen(opensEveryGroup()), []);
  if (!prizes.length) return <Summary>The instant-win prizes will be listed here.</Summary>;
  const { won, total } = instantWinCount(prizes);
  return (
    <div data-testid="instant-wins-table">
      <Count data-testid="instant-wins-count">
        <strong>
          {won} of {total} won
        </strong>{' '}
        across {prizes.length === 1 ? '1 prize' : `${prizes.length} prizes`}
      </Count>
      <FindMyTicket prizes={prizes} totalTickets={competition.total_sell_tickets} />
      {prizes.map((prize, index) => {
        const wonTickets = new Set(prize.won.map((entry) => entry.ticket_number));
        const toWin = prize.ticket_numbers.filter((ticket) => !wonTickets.has(ticket));
        return (
          <Group key={prize.id} open={everyGroupOpen || index === 0} data-testid="instant-win-prize">
            <summary>
              <span>
                {prize.title}
                {prize.prize_value ? ` (${formatPounds(prize.prize_value)})` : ''}
              </span>
              <span>
                {prize.won.length} of {prize.ticket_numbers.length} won
              </span>
            </summary>
            <GroupBody>
              {toWin.length ? (
                <div>
                  <h4>Still to be won</h4>
                  <Tickets aria-label={`Tickets still to win ${prize.title}`}>
                    {toWin.map((ticket) => (
                      <Ticket key={ticket} $won={false}>
                        #{ticket}
                      </Ticket>
                    ))}
                  </Tickets>
                </div>
              ) : null}
              {prize.won.length ? (
                <div>
                  <h4>Won</h4>
                  <Tickets aria-label={`Tickets that won ${prize.title}`}>
                    {prize.won.map((entry) => (
                      <Ticket key={entry.ticket_number} $won>
                        #{entry.ticket_number} · Won by {entry.user || 'a customer'}
                      </Ticket>
                    ))}
                  </Tickets>
                </div>
              ) : null}
            </GroupBody>
          </Group>
        );
      })}
    </div>
  );
}

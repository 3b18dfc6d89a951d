import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme, type InstantWin } from '@shop/shared-contracts';
import { SecondaryButton } from '@shop/remote-kit';
import { lookUpTicket, lookupMessage, type TicketLookup } from './ticketLookup';

const Form = styled.form`
  margin: 0 0 16px;
  padding: 14px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 800;
    color: ${theme.color.brandDark};
  }
`;
const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    max-width: 220px;
    min-height: 44px;
    padding: 0 12px;
    border: 2px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    font: inherit;
    font-variant-numeric: tabular-nums;
    &:focus-visible {
      outline: 2px solid ${theme.color.brandDark};
      outline-offset: 2px;
    }
  }
`;
const tone: Record<TicketLookup['kind'], string> = {
  invalid: theme.color.danger,
  'no-prize': theme.color.ink,
  'to-win': theme.color.brandDark,
  won: theme.color.brandDark,
};
const Answer = styled.p<{ $kind: TicketLookup['kind'] | null }>`
  /* Always in the page, so screen readers hear the first answer; it takes no room until there is one. */
  margin: ${(p) => (p.$kind ? '10px 0 0' : '0')};
  font-weight: 700;
  color: ${(p) => (p.$kind ? tone[p.$kind] : theme.color.ink)};
`;

/** The query parameter a plain form submission carries the ticket number in (before hydration, or without the catalogue). */
export const TICKET_PARAM = 'ticket';

/**
 * "Find my ticket": a customer types a ticket number and reads whether it wins an instant prize and whether
 * that prize is won. It is also a plain GET form: submitted by the browser (the first-tap script's fallback,
 * or no JavaScript), the page comes back with `?ticket=` and the server renders the answer in it.
 */
export function FindMyTicket({ prizes, totalTickets }: { prizes: readonly InstantWin[]; totalTickets: number }) {
  const id = useId();
  const [params] = useSearchParams();
  const asked = params.get(TICKET_PARAM) ?? '';
  const [typed, setTyped] = useState(asked);
  const [result, setResult] = useState<TicketLookup | null>(() => (asked ? lookUpTicket(prizes, asked, totalTickets) : null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(lookUpTicket(prizes, typed, totalTickets));
  };
  return (
    <Form onSubmit={submit} action="#instant-wins" role="search" aria-label="Find my ticket" data-testid="find-my-ticket">
      <label htmlFor={id}>Find my ticket</label>
      <Row>
        <input
          id={id}
          name={TICKET_PARAM}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-answer`}
          data-first-tap="find-my-ticket"
        />
        <SecondaryButton type="submit" data-first-tap="find-my-ticket-check">
          Check
        </SecondaryButton>
      </Row>
      <Answer id={`${id}-answer`} role="status" $kind={result?.kind ?? null} data-testid="ticket-lookup">
        {result ? lookupMessage(result) : ''}
      </Answer>
    </Form>
  );
}

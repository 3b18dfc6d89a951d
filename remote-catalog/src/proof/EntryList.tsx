import { useState } from 'react';
import styled from 'styled-components';
import { SecondaryButton, TextButton } from '@shop/remote-kit';
import { formatCount, theme } from '@shop/shared-contracts';
import { entryListCsv, ticketListCsv, type ListedEntry } from './drawProofQuery';

type Entries = readonly ListedEntry[];

/** Rows shown before "Show all": a long list stays one screen until the customer asks for the rest. */
const FIRST_ROWS = 50;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: end;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
    font-weight: 600;
  }
  input {
    width: 12rem;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.small};
    font: inherit;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
  }
  tr[data-winner='true'] td {
    font-weight: 700;
    background: ${theme.color.brandLight};
  }
`;
const Postal = styled.span`
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.page};
  font-size: 0.8rem;
`;

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The entry list published at the close: ticket, entrant (first name and initial), paid or postal; a search by
 * ticket, and a CSV. `ticketsOnly`: a first-rule proof, which names the tickets and nothing else.
 */
export function EntryList({
  entries,
  winningTicket,
  competitionId,
  ticketsOnly = false,
}: {
  entries: Entries;
  winningTicket: number | null;
  competitionId: number;
  ticketsOnly?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const wanted = search.trim();
  const found = /^\d+$/.test(wanted) ? entries.filter((entry) => String(entry.ticket) === String(Number(wanted))) : entries;
  const shown = wanted || showAll ? found : found.slice(0, FIRST_ROWS);
  return (
    <div data-testid="entry-list">
      <Tools>
        <label>
          Find your ticket
          <input
            inputMode="numeric"
            data-first-tap="entry-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Ticket number"
          />
        </label>
        <SecondaryButton
          type="button"
          data-first-tap="entry-list-csv"
          onClick={() => download(ticketsOnly ? ticketListCsv(entries) : entryListCsv(entries), `draw-${competitionId}-entries.csv`)}
        >
          Download the list (CSV)
        </SecondaryButton>
      </Tools>
      {wanted && found.length === 0 ? <p role="status">Ticket {wanted} is not in this list.</p> : null}
      <Table aria-label="Entries, by ticket number">
        <thead>
          <tr>
            <th scope="col">Ticket</th>
            {ticketsOnly ? null : (
              <>
                <th scope="col">Entrant</th>
                <th scope="col">Entry</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.ticket} data-winner={entry.ticket === winningTicket}>
              <td>#{entry.ticket}</td>
              {ticketsOnly ? null : (
                <>
                  <td>{entry.entrant || '–'}</td>
                  <td>{entry.postal ? <Postal>Postal</Postal> : 'Paid'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {!wanted && !showAll && found.length > FIRST_ROWS ? (
        <TextButton type="button" data-first-tap="entry-list-all" onClick={() => setShowAll(true)}>
          Show all {formatCount(found.length)} entries
        </TextButton>
      ) : null}
    </div>
  );
}

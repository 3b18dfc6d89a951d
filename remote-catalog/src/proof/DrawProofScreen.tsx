import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Page, SecondaryLink, Spinner, useShopApi } from '@shop/remote-kit';
import { DRAW_RULE_V2, QUICKNET, competitionDetailsPath, formatCount, theme, type Competition, type DrawProofResponse } from '@shop/shared-contracts';
import { competitionQuery } from '../details/useCompetitionDetails';
import { competitionIdFromRoute } from '../rules/text';
import { HASH_CODE_CSS } from '../shared/hashCode';
import { drawProofQuery, listedEntries, proofMoment, proofMomentOf, relayRoundUrl } from './drawProofQuery';
import { EntryList } from './EntryList';
import { VerifyInBrowser } from './VerifyInBrowser';

const Facts = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: 12px 14px;
    border-left: 4px solid ${theme.color.brand};
    border-radius: ${theme.radius.small};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.card};
  }
  li[data-done='false'] {
    border-left-color: ${theme.color.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${theme.color.brandDark};
  }
  p {
    margin: 0;
    color: ${theme.color.inkMuted};
    font-size: 0.92rem;
  }
  code {
    ${HASH_CODE_CSS}
    color: ${theme.color.ink};
  }
`;
const Section = styled.section`
  margin: 24px 0 0;
  h2 {
    margin: 0 0 10px;
    font-size: 1.15rem;
    color: ${theme.color.brandDark};
  }
`;
const Lead = styled.p`
  margin: 0 0 18px;
  max-width: 70ch;
  line-height: 1.5;
`;

function Fact({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <li data-done={done}>
      <h3>{title}</h3>
      {children}
    </li>
  );
}

/** The facts in the order they happened: commitment, close, round, seed, beacon, winner; what is not yet published says when it will be. */
function Timeline({ proof, competition }: { proof: DrawProofResponse; competition: Competition }) {
  const entries = proof.entries ?? [];
  const free = entries.filter((entry) => entry.postal).length;
  const drawDay = proofMomentOf(competition.draw_date, competition.draw_time) ?? 'on the draw date';
  const winner = entries.find((entry) => entry.ticket === proof.winning_ticket);
  const closes = proofMomentOf(competition.closing_date || competition.draw_date, competition.closing_time || competition.draw_time) ?? 'on the closing date';
  // A draw by the first rule published nothing at its close, but a drawn competition's entries are closed.
  const closed = proof.closed_at !== undefined || proof.winning_ticket !== null;
  return (
    <Facts data-testid="proof-timeline">
      <Fact title="Commitment published" done>
        <p>{proof.committed_at ? `${proofMoment(proof.committed_at)}, when the competition opened.` : 'When the competition opened.'}</p>
        <p>
          SHA-256 of the secret seed: <code data-testid="proof-commitment">{proof.commitment}</code>
        </p>
      </Fact>
      <Fact title={closed ? 'Entries closed' : 'Entries close'} done={closed}>
        {proof.closed_at !== undefined && proof.entry_count !== undefined ? (
          <>
            <p>
              {proofMoment(proof.closed_at)}: {formatCount(proof.entry_count)} entries ({formatCount(proof.entry_count - free)} paid, {formatCount(free)} free
              by post).
            </p>
            {proof.entry_list_hash ? (
              <p>
                SHA-256 of the entry list: <code data-testid="proof-list-hash">{proof.entry_list_hash}</code>
              </p>
            ) : null}
          </>
        ) : closed ? (
          <p>{closes}. The first rule published no entry list at the close; the tickets its draw used are listed below.</p>
        ) : (
          <p>Entries close {closes}; the list is published then.</p>
        )}
      </Fact>
      {proof.rule === DRAW_RULE_V2 ? (
        <Fact title={proof.beacon_round !== undefined ? 'Beacon round chosen' : 'Beacon round'} done={proof.beacon_round !== undefined}>
          {proof.beacon_round !== undefined && proof.beacon_round_time !== undefined ? (
            <p>
              drand quicknet round{' '}
              <a href={relayRoundUrl(QUICKNET.chainHash, proof.beacon_round)} rel="noopener noreferrer" target="_blank" data-testid="proof-round-link">
                {proof.beacon_round}
              </a>
              , due {proofMoment(proof.beacon_round_time)}: the first round at least a minute after entries closed, so nobody could know it then.
            </p>
          ) : (
            <p>Named when entries close: the first round of the public drand beacon at least a minute later.</p>
          )}
        </Fact>
      ) : null}
      <Fact title={proof.seed !== null ? 'Seed revealed' : 'Seed'} done={proof.seed !== null}>
        {proof.seed !== null ? (
          <p>
            <code data-testid="proof-seed">{proof.seed}</code>
          </p>
        ) : (
          <p>Revealed after the draw, {drawDay}.</p>
        )}
      </Fact>
      {proof.rule === DRAW_RULE_V2 ? (
        <Fact title={proof.beacon ? 'Beacon round published' : 'Beacon randomness'} done={Boolean(proof.beacon)}>
          {proof.beacon ? (
            <>
              <p>
                Signature of round {proof.beacon.round} (BLS, by the League of Entropy): <code data-testid="proof-signature">{proof.beacon.signature}</code>
              </p>
              <p>
                Its randomness (SHA-256 of the signature): <code>{proof.beacon.randomness}</code>
              </p>
            </>
          ) : (
            <p>
              {proof.beacon_round !== undefined ? `Waiting for round ${proof.beacon_round}; the draw follows as soon as it is out.` : 'After entries close.'}
            </p>
          )}
        </Fact>
      ) : null}
      <Fact title="Winning ticket" done={proof.winning_ticket !== null}>
        {proof.winning_ticket !== null ? (
          <p data-testid="proof-winner">
            Ticket #{proof.winning_ticket}
            {winner?.entrant ? `, ${winner.entrant}` : ''}
          </p>
        ) : (
          <p>Drawn {drawDay}.</p>
        )}
      </Fact>
    </Facts>
  );
}

/** Which beacon decides a rule v2 draw, who runs it and the key its rounds verify under. */
function TheBeacon() {
  return (
    <Section aria-labelledby="beacon-heading" data-testid="proof-beacon">
      <h2 id="beacon-heading">The beacon</h2>
      <Lead>
        The random number comes from <strong>drand quicknet</strong>, the public randomness beacon run by the <strong>League of Entropy</strong>, a group of
        universities, companies and foundations. A new round comes every 3 seconds; each is signed by the group together, so no one member can choose or foresee
        it, and anyone can check a round against the beacon&apos;s public key.
      </Lead>
      <Facts>
        <li>
          <h3>quicknet public key</h3>
          <p>
            <code data-testid="proof-public-key">{QUICKNET.publicKey}</code>
          </p>
        </li>
        <li>
          <h3>Chain hash</h3>
          <p>
            <code>{QUICKNET.chainHash}</code>
          </p>
        </li>
      </Facts>
    </Section>
  );
}

/** The list a proof carries, every rule: rule v2's published entry list, or the first rule's sold tickets. */
function ProofEntries({ proof, competitionId }: { proof: DrawProofResponse; competitionId: number }) {
  const { entries, ticketsOnly } = listedEntries(proof);
  if (entries.length === 0 && proof.closed_at === undefined && proof.winning_ticket === null) return null;
  return (
    <Section aria-labelledby="entries-heading">
      <h2 id="entries-heading">{ticketsOnly ? 'The tickets drawn from' : 'The entry list'}</h2>
      {ticketsOnly ? <Lead>The first rule&apos;s proof names the sold tickets only: who held each one is not part of it.</Lead> : null}
      <EntryList entries={entries} winningTicket={proof.winning_ticket} competitionId={competitionId} ticketsOnly={ticketsOnly} />
    </Section>
  );
}

/**
 * A competition's draw proof (designed here: the original had none). Plain words first, then the published
 * facts in the order they happened, "Verify in your browser", and the entry list with a search and a CSV.
 * Before the draw it shows what is published so far and when the rest will be.
 */
export default function DrawProofScreen() {
  const api = useShopApi();
  const id = competitionIdFromRoute(useParams());
  const competition = useQuery({ ...competitionQuery(api, id ?? 0), enabled: id !== null });
  const proof = useQuery({ ...drawProofQuery(api, id ?? 0), enabled: id !== null });
  if (id === null || competition.data === null || proof.data === null) {
    return (
      <Page title="Draw proof">
        <EmptyState message="There is no draw proof for this competition.">
          <SecondaryLink to="/draw/results">See the draw results</SecondaryLink>
        </EmptyState>
      </Page>
    );
  }
  if (competition.isError || proof.isError) {
    return (
      <Page title="Draw proof">
        <ErrorState
          message="This draw proof could not be loaded just now."
          onRetry={() => {
            void competition.refetch();
            void proof.refetch();
          }}
        />
      </Page>
    );
  }
  if (!competition.data || !proof.data) {
    return (
      <Page title="Draw proof">
        <Spinner label="Loading the draw proof" />
      </Page>
    );
  }
  const drawn = proof.data.winning_ticket !== null;
  return (
    <Page title={`Draw proof: ${competition.data.title}`}>
      <Lead>
        {proof.data.rule === DRAW_RULE_V2
          ? `This draw ${drawn ? 'was' : 'will be'} decided by a public random number nobody could know in advance: a round of the drand beacon that came after entries closed, combined with a seed we committed to when the competition opened.`
          : `This draw ${drawn ? 'was' : 'will be'} decided by a seed we committed to before the draw, applied to the sorted list of tickets by a published rule.`}{' '}
        Free postal entries are in the same list, with the same chance.
      </Lead>
      <Timeline proof={proof.data} competition={competition.data} />
      {proof.data.rule === DRAW_RULE_V2 ? <TheBeacon /> : null}
      <VerifyInBrowser proof={proof.data} />
      <ProofEntries proof={proof.data} competitionId={id} />
      <Section>
        <SecondaryLink to={competitionDetailsPath(competition.data)}>Back to the competition</SecondaryLink>
      </Section>
    </Page>
  );
}

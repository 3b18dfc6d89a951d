import { memo, useDeferredValue, useRef } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Spinner } from '@shop/remote-kit';
import { CompetitionCard } from '../shared/CompetitionCard';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { useCompetitionRow, type ListSource } from '../shared/queries';
import { CardRow } from '../shared/ui';
import { Section } from '../shared/Section';
import { useNearViewport } from '../shared/useNearViewport';
import { SecondaryLink } from '@shop/remote-kit';

export const HOME_ROW_LIMIT = 8;

/**
 * Holds a row of cards' height (one card row, as on a phone) while the row waits or loads: the rows below
 * then stay out of reach until the customer scrolls, and the page does not jump when the cards arrive.
 */
const RowPlaceholder = styled.div`
  display: flex;
  min-height: 450px;
  align-items: center;
  justify-content: center;
`;

/** A home row (Draw-next, Instant-wins, Comps for Everyone, Finished): cards, a spinner, an error or its empty state; loaded when near the viewport. */
export interface CompetitionRowProps {
  id: string;
  title: string;
  source: ListSource;
  seeAll: string;
  empty: string;
  now: number;
}

/** Memoised: home's other answers (the carousel's, the settings) do not render a row's cards again. */
export const CompetitionRowSection = memo(function CompetitionRowSection({ id, title, source, seeAll, empty, now }: CompetitionRowProps) {
  const sectionRef = useRef<HTMLElement>(null);
  // Below the fold: no call and no cards until the customer scrolls (or jumps) near the row.
  const near = useNearViewport(sectionRef);
  // Deferred: the cards arrive in a render that yields to the browser rather than one long task.
  const query = useDeferredValue(useCompetitionRow(source, HOME_ROW_LIMIT, near));
  const competitions = query.data?.data ?? [];
  return (
    <Section id={id} title={title} seeAll={seeAll} testId={`home-${id}`} sectionRef={sectionRef}>
      {query.isPending ? (
        <RowPlaceholder>
          <Spinner compact label={`Loading ${title}`} />
        </RowPlaceholder>
      ) : query.isError && !query.data ? (
        <ErrorState message={FAILED_TEXTS.competitions} onRetry={() => void query.refetch()} />
      ) : competitions.length === 0 ? (
        <EmptyState message={empty}>
          <SecondaryLink to="/competitions/all">Browse all competitions</SecondaryLink>
        </EmptyState>
      ) : (
        <CardRow>
          {competitions.map((competition) => (
            <li key={competition.id}>
              <CompetitionCard competition={competition} now={now} />
            </li>
          ))}
        </CardRow>
      )}
    </Section>
  );
});

import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, Page, Spinner, usePageTitle } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import { CompetitionCard } from '../shared/CompetitionCard';
import { useCompetitionPages } from '../shared/queries';
import { useNow } from '../shared/useNow';
import { CardGrid } from '../shared/ui';
import { SecondaryButton, SecondaryLink } from '@shop/remote-kit';
import { INSTANT_WIN_CATEGORY, listPageFor } from './listSources';

export const LIST_PAGE_SIZE = 12;

const Count = styled.p`
  margin: -8px 0 16px;
  color: ${theme.color.inkMuted};
  font-weight: 600;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0 0;
  button {
    min-width: 200px;
  }
`;

/** A list of competitions with "Load more" (not infinite scroll), spinners and an empty state. */
export function CompetitionList({ category }: { category: string }) {
  const page = listPageFor(category);
  usePageTitle(page.title);
  const now = useNow(60_000);
  const query = useCompetitionPages(page.source, LIST_PAGE_SIZE);
  const competitions = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Page title={page.title} lead={page.lead}>
      {query.isPending ? (
        <Spinner label={`Loading ${page.title}`} />
      ) : competitions.length === 0 ? (
        <EmptyState message={page.empty}>
          <SecondaryLink to="/">Back to the home page</SecondaryLink>
        </EmptyState>
      ) : (
        <>
          {total ? <Count>{total === 1 ? '1 competition' : `${total} competitions`}</Count> : null}
          <CardGrid data-testid="competition-list">
            {competitions.map((competition) => (
              <li key={competition.id}>
                <CompetitionCard competition={competition} now={now} />
              </li>
            ))}
          </CardGrid>
          {query.hasNextPage ? (
            <More>
              <SecondaryButton
                type="button"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                aria-busy={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </SecondaryButton>
            </More>
          ) : null}
        </>
      )}
    </Page>
  );
}

/** `/competitions/:category`. */
export default function CompetitionListScreen() {
  const { category = 'all' } = useParams();
  return <CompetitionList key={category} category={category} />;
}

/** `/competitions/instant_win_comps` and `/competitions/instant/wins`. */
export function InstantWinListScreen() {
  return <CompetitionList category={INSTANT_WIN_CATEGORY} />;
}

import styled from 'styled-components';
import { EmptyState, ErrorState, Page, Spinner, useShopApi, headingType } from '@shop/remote-kit';
import { formatDateTime, media, theme, type ShopApi } from '@shop/shared-contracts';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { PicturePlaceholder } from '../shared/ui';
import { DrawProofPanel } from './DrawProofPanel';
import { SecondaryLink } from '@shop/remote-kit';
import { LoadMoreButton } from '../shared/LoadMoreButton';
import { useLoadMore } from '../shared/useLoadMore';

const PAGE_SIZE = 10;

/** The results list's query: the screen and the server share it. */
export function drawResultsList(api: ShopApi) {
  return { key: ['catalog', 'draw-results'], what: 'draw results', fetchPage: (page: number) => api.getDrawResults({ page, limit: PAGE_SIZE }) } as const;
}

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: 14px;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  img,
  > div:first-child {
    width: 112px;
    height: 84px;
    object-fit: cover;
    border-radius: ${theme.radius.small};
  }
  h2 {
    margin: 0 0 4px;
    ${headingType('1.05rem', theme.color.brandDark)}
  }
  p {
    margin: 0 0 2px;
    color: ${theme.color.inkMuted};
    font-size: 0.92rem;
  }
  strong {
    color: ${theme.color.ink};
  }
`;
const Explainer = styled.p`
  margin: 0 0 18px;
  max-width: 70ch;
  color: ${theme.color.inkMuted};
  line-height: 1.5;
`;

const PRIZE_TYPES = { main: 'Main prize', instant: 'Instant win', reward: 'Reward win' } as const;

/** Draw results, newest first, with the winning ticket and winner, and "Load more". */
export default function DrawResultsScreen() {
  const api = useShopApi();
  const { key, what, fetchPage } = drawResultsList(api);
  const list = useLoadMore(key, what, fetchPage);
  const results = list.items;
  return (
    <Page title="Draw results" lead="Every draw, with the winning ticket number. Main prizes are drawn live.">
      <Explainer>
        Every main draw can be checked by anyone. When a competition opens we publish a commitment to a secret seed. When entries close we publish the entry
        list and name a round of the drand beacon still to come, a public random number nobody can know in advance. The winning ticket follows from the seed,
        that round and the list by a published rule. Press
        <strong> Verify</strong> to check every step in your browser.
      </Explainer>
      {list.isPending ? (
        <Spinner label="Loading draw results" />
      ) : list.failed ? (
        <ErrorState message={FAILED_TEXTS.drawResults} onRetry={list.retry} />
      ) : results.length === 0 ? (
        <EmptyState message="No draws have taken place yet.">
          <SecondaryLink to="/competitions/drawing-next">See what is drawing next</SecondaryLink>
        </EmptyState>
      ) : (
        <>
          <List data-testid="draw-results">
            {results.map((result) => (
              <Item key={`${result.competition_id}-${result.prize_type}-${result.ticket_number}`}>
                {result.image ? <img src={result.image} alt="" width={112} height={84} loading="lazy" /> : <PicturePlaceholder />}
                <div>
                  <h2>{result.title}</h2>
                  <p>
                    {PRIZE_TYPES[result.prize_type]}: {result.prize}
                  </p>
                  <p>Drawn {formatDateTime(result.draw_date, result.draw_time)}</p>
                  <p>
                    Winning ticket <strong>#{result.ticket_number}</strong> · {result.winner || 'Winner to be confirmed'}
                  </p>
                </div>
                {result.prize_type === 'main' && result.commitment ? <DrawProofPanel result={result} /> : null}
              </Item>
            ))}
          </List>
          <LoadMoreButton list={list} />
        </>
      )}
    </Page>
  );
}

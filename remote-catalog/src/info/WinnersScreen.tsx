import styled from 'styled-components';
import { EmptyState, ErrorState, Page, Spinner, useBusState, useShopApi, headingType } from '@shop/remote-kit';
import { formatDate, media, theme, formatWholePounds, formatCount, type ShopApi } from '@shop/shared-contracts';
import { FAILED_TEXTS } from '../shared/failedTexts';
import { PicturePlaceholder } from '../shared/ui';
import { SecondaryLink } from '@shop/remote-kit';
import { LoadMoreButton } from '../shared/LoadMoreButton';
import { useLoadMore } from '../shared/useLoadMore';

const PAGE_SIZE = 12;

/** The winners list's query: the screen and the server share it. */
export function winnersList(api: ShopApi) {
  return { key: ['catalog', 'winners'], what: 'winners', fetchPage: (page: number) => api.getWinners({ page, limit: PAGE_SIZE }) } as const;
}

const Stats = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 20px;
  font-size: 1.05rem;
  strong {
    ${headingType('1.4rem', theme.color.brandDark)}
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Card = styled.li`
  overflow: hidden;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  img,
  > div:first-child {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    height: auto;
    object-fit: cover;
  }
  div + div,
  img + div {
    padding: 10px 12px 14px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1rem;
    font-family: ${theme.font.heading};
    color: ${theme.color.brandDark};
  }
  p {
    margin: 0 0 2px;
    font-size: 0.88rem;
    color: ${theme.color.inkMuted};
  }
`;

/** Winners: the shell's winner stats on top, then each winner's first name, area, prize, date and ticket. */
export default function WinnersScreen() {
  const api = useShopApi();
  const stats = useBusState('shell:winner-stats')?.stats;
  const { key, what, fetchPage } = winnersList(api);
  const list = useLoadMore(key, what, fetchPage);
  const winners = list.items;
  return (
    <Page title="Winners" lead="Real winners, drawn live. Congratulations to every one of them.">
      {stats ? (
        <Stats data-testid="winner-stats">
          <span>
            <strong>{formatWholePounds(stats.totalPrizeValue)}</strong> in prizes won
          </span>
          <span>
            <strong>{formatCount(stats.totalWinner)}</strong> winners
          </span>
        </Stats>
      ) : null}
      {list.isPending ? (
        <Spinner label="Loading winners" />
      ) : list.failed ? (
        <ErrorState message={FAILED_TEXTS.winners} onRetry={list.retry} />
      ) : winners.length === 0 ? (
        <EmptyState message="Our first winners will be shown here.">
          <SecondaryLink to="/competitions/all">See open competitions</SecondaryLink>
        </EmptyState>
      ) : (
        <>
          <Grid data-testid="winners-list">
            {winners.map((winner) => (
              <Card key={winner.id}>
                {winner.image ? <img src={winner.image} alt="" width={400} height={300} loading="lazy" /> : <PicturePlaceholder />}
                <div>
                  <h2>
                    {winner.name || 'A lucky angler'}
                    {winner.location ? `, ${winner.location}` : ''}
                  </h2>
                  <p>{winner.prize}</p>
                  <p>
                    {formatDate(winner.won_at)} · ticket #{winner.ticket_number}
                  </p>
                </div>
              </Card>
            ))}
          </Grid>
          <LoadMoreButton list={list} />
        </>
      )}
    </Page>
  );
}

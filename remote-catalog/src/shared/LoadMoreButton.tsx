import styled from 'styled-components';
import { SecondaryButton } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import type { LoadMoreList } from './useLoadMore';

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding-top: 24px;
  button {
    min-width: 200px;
  }
  p {
    margin: 0;
    color: ${theme.color.danger};
    font-weight: 600;
  }
`;

export const MORE_FAILED_TEXT = 'More could not be loaded just now.';

/**
 * "Load more" under a list while the server has more pages; "Loading…" while the next page comes. A next
 * page that failed says so and the button reads Try again; the rows already shown stay.
 */
export function LoadMoreButton({ list }: { list: Pick<LoadMoreList<unknown>, 'hasMore' | 'loadingMore' | 'loadMore' | 'moreFailed'> }) {
  if (!list.hasMore) return null;
  const failed = list.moreFailed && !list.loadingMore;
  return (
    <More>
      {failed ? <p role="alert">{MORE_FAILED_TEXT}</p> : null}
      <SecondaryButton type="button" data-first-tap="load-more" onClick={list.loadMore} disabled={list.loadingMore} aria-busy={list.loadingMore}>
        {list.loadingMore ? 'Loading…' : failed ? 'Try again' : 'Load more'}
      </SecondaryButton>
    </More>
  );
}

import styled from 'styled-components';
import { SecondaryButton } from '@shop/remote-kit';
import type { LoadMoreList } from './useLoadMore';

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 24px;
  button {
    min-width: 200px;
  }
`;

/** "Load more" under a list while the server has more pages; "Loading…" while the next page comes. */
export function LoadMoreButton({ list }: { list: Pick<LoadMoreList<unknown>, 'hasMore' | 'loadingMore' | 'loadMore'> }) {
  if (!list.hasMore) return null;
  return (
    <More>
      <SecondaryButton type="button" onClick={list.loadMore} disabled={list.loadingMore} aria-busy={list.loadingMore}>
        {list.loadingMore ? 'Loading…' : 'Load more'}
      </SecondaryButton>
    </More>
  );
}

import { SecondaryButton } from '@shop/remote-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@shop/shared-contracts';

/** List pieces shared by points, credit, coupons and orders: rows that are cards on a phone, and Load more. */

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  ${media.tablet} {
    gap: 0;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.medium};
    overflow: hidden;
  }
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 16px;
  padding: 14px 16px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.medium};
  ${media.tablet} {
    border: 0;
    border-radius: 0;
    border-bottom: 1px solid ${theme.color.border};
    &:last-child {
      border-bottom: 0;
    }
  }
`;

export const RowMain = styled.div`
  min-width: 0;
  flex: 1 1 220px;
  strong {
    display: block;
    color: ${theme.color.ink};
  }
  span {
    color: ${theme.color.inkMuted};
    font-size: 0.92rem;
  }
`;

export const Amount = styled.span<{ $tone?: 'plus' | 'minus' | 'plain' }>`
  font-family: ${theme.font.heading};
  font-weight: 800;
  font-size: 1.1rem;
  color: ${(props) => (props.$tone === 'minus' ? theme.color.danger : theme.color.brandDark)};
`;

const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin: 20px 0;
`;

/** "Load more" while there is more; shows progress inside the button (its width kept). */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  if (!hasMore) return null;
  return (
    <LoadMoreRow>
      <SecondaryButton type="button" onClick={onLoad} disabled={loading} aria-busy={loading} style={{ minWidth: 160 }}>
        {loading ? 'Loading…' : 'Load more'}
      </SecondaryButton>
    </LoadMoreRow>
  );
}

export const BalanceCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin-bottom: 20px;
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brand};
  color: ${theme.color.onBrand};
  span {
    font-weight: 600;
  }
  strong {
    font-family: ${theme.font.heading};
    font-size: 2rem;
  }
`;

export function Balance({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <BalanceCard>
      <span>{label}</span>
      <strong>{value}</strong>
      {children}
    </BalanceCard>
  );
}

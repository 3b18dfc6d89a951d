import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

/** The overview cards' short lists (upcoming draws, latest orders). */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const ListEntry = styled.li`
  padding: 12px 0;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  strong {
    display: block;
  }
`;

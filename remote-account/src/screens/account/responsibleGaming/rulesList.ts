import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

/** The short rules above the limit and break forms. */
export const RulesList = styled.ul`
  margin: 0 0 16px;
  padding-left: 20px;
  color: ${theme.color.ink};
  li {
    margin-bottom: 6px;
  }
`;

import styled, { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const card = css`
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;
/** A white card that holds a block of content. */
export const Card = styled.section`
  ${card}
`;
/** The same card as a form. */
export const FormCard = styled.form`
  ${card}
`;

import type { CloseButtonProps } from 'react-toastify';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Button = styled.button`
  flex: none;
  align-self: center;
  white-space: nowrap;
  margin-left: 8px;
  padding: 4px 10px;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** Error toasts carry a Dismiss button (react-toastify passes closeToast to a custom close button). */
export function DismissButton({ closeToast }: CloseButtonProps) {
  return (
    <Button type="button" onClick={closeToast}>
      Dismiss
    </Button>
  );
}

import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

/**
 * A radio button or checkbox and its text as one large target: a bordered row that turns brand-light
 * while checked and shows the focus ring of the control inside it (payment methods, a question's answers).
 */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 10px 14px;
  border: 2px solid ${theme.color.inkMuted};
  border-radius: ${theme.radius.medium};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandLight};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.color.brand};
  }
`;

/** A select's options: a first, empty choice that asks (`placeholder`), then each value with its label. */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
    accent-color: ${theme.color.brand};
  }
  input:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
  a {
    color: ${theme.color.brand};
  }
`;
const FieldError = styled.p`
  margin: -6px 0 0 34px;
  color: ${theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
  &::before {
    content: '⚠ ';
  }
`;

interface ConfirmBoxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  children: ReactNode;
}

/** A required, unticked confirmation box with its message under it. */
export function ConfirmBox({ id, checked, onChange, error, children }: ConfirmBoxProps) {
  return (
    <>
      <Check>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        />
        {children}
      </Check>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

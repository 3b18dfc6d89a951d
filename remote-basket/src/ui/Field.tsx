import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Wrap = styled.div`
  display: grid;
  gap: 4px;
  label { font-weight: 600; }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.color.inkMuted};
    border-radius: ${theme.radius.small};
    font: inherit;
    background: ${theme.color.surface};
  }
  input[aria-invalid='true'] { border: 2px solid ${theme.color.danger}; }
  input:focus-visible { outline: 2px solid ${theme.color.brandDark}; outline-offset: 2px; }
`;
const Error = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
  &::before { content: '⚠ '; }
`;

/** A labelled input with its message under it, linked by aria-describedby. */
export function Field({ id, label, error, ...input }: { id: string; label: string; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error ? <Error id={`${id}-error`}>{error}</Error> : null}
    </Wrap>
  );
}

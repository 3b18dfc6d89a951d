import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
  label { font-weight: 700; color: ${theme.color.ink}; }
`;
const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 2px solid ${(p) => (p.$invalid ? theme.color.danger : theme.color.inkMuted)};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  font: inherit;
  &:focus-visible { outline: 2px solid ${theme.color.brandDark}; outline-offset: 2px; }
`;
const Input = styled.input<{ $invalid: boolean }>`${control}`;
const Textarea = styled.textarea<{ $invalid: boolean }>`${control} min-height: 140px; resize: vertical;`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 700;
  font-size: 0.92rem;
`;

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its message under it, linked by aria-describedby. */
export const Field = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function Field({ label, error, hint, ...rest }, ref) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{label}{hint ? <span style={{ fontWeight: 400, color: theme.color.inkMuted }}> {hint}</span> : null}</label>
      <Input ref={ref} id={id} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField({ label, error, ...rest }, ref) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Textarea ref={ref} id={id} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

export const FormCard = styled.form`
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
`;

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
`;
const Label = styled.label`
  font-weight: 700;
  color: ${theme.color.ink};
`;
const Hint = styled.span`
  font-weight: 400;
  color: ${theme.color.inkMuted};
`;
const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 2px solid ${(props) => (props.$invalid ? theme.color.danger : theme.color.inkMuted)};
  border-radius: ${theme.radius.small};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${theme.color.brandDark};
    outline-offset: 2px;
  }
`;
const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 140px;
  resize: vertical;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 700;
  font-size: 0.92rem;
`;

export interface FieldProps {
  label: ReactNode;
  /** The field's message, shown under it and linked by aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(id: string, error: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled input with its message under it (UX brief: labels above inputs, errors at the field). */
export const Field = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function Field({ label, error, hint, id: givenId, ...rest }, ref) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {hint ? <Hint> {hint}</Hint> : null}
      </Label>
      <Input ref={ref} id={id} $invalid={Boolean(error)} {...describedBy(id, error)} {...rest} />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, hint, id: givenId, ...rest },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {hint ? <Hint> {hint}</Hint> : null}
      </Label>
      <Textarea ref={ref} id={id} $invalid={Boolean(error)} {...describedBy(id, error)} {...rest} />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

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

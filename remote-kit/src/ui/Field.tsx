import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { insetFocusRing } from './buttons';

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
const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;
const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 140px;
  resize: vertical;
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.92rem;
  color: ${theme.color.inkMuted};
`;
const InputRow = styled.div`
  position: relative;
  display: flex;
`;
const RevealButton = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  bottom: 2px;
  min-width: 64px;
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.color.brand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${insetFocusRing}
`;
const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
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
  /** A longer help line under the control (password rules, formats), linked by aria-describedby. */
  note?: ReactNode;
}

export interface InputFieldProps extends FieldProps {
  /** A password field gets a Show/Hide button that reveals what was typed. */
  revealable?: boolean;
}

function describedBy(id: string, error: string | undefined, note?: ReactNode): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** A labelled input with its message under it (labels above inputs, errors at the field). */
export const Field = forwardRef<HTMLInputElement, InputFieldProps & InputHTMLAttributes<HTMLInputElement>>(function Field(
  { label, error, hint, note, revealable = false, id: givenId, type, style, ...rest },
  ref,
) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [revealed, setRevealed] = useState(false);
  const input = (
    <Input
      ref={ref}
      id={id}
      type={revealable && revealed ? 'text' : type}
      $invalid={Boolean(error)}
      {...describedBy(id, error, note)}
      style={revealable ? { paddingRight: 72, ...style } : style}
      {...rest}
    />
  );
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {hint ? <Hint> {hint}</Hint> : null}
      </Label>
      {revealable ? (
        <InputRow>
          {input}
          <RevealButton type="button" aria-controls={id} aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? 'Hide' : 'Show'}
            <VisuallyHidden> {typeof label === 'string' ? label.toLowerCase() : 'password'}</VisuallyHidden>
          </RevealButton>
        </InputRow>
      ) : (
        input
      )}
      {note ? <Note id={`${id}-note`}>{note}</Note> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextAreaField(
  { label, error, hint, note, id: givenId, ...rest },
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
      <Textarea ref={ref} id={id} $invalid={Boolean(error)} {...describedBy(id, error, note)} {...rest} />
      {note ? <Note id={`${id}-note`}>{note}</Note> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

/** A labelled select with its note and message, in the same frame as Field; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error, hint, note, id: givenId, children, ...rest },
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
      <Select ref={ref} id={id} $invalid={Boolean(error)} {...describedBy(id, error, note)} {...rest}>
        {children}
      </Select>
      {note ? <Note id={`${id}-note`}>{note}</Note> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Wrap>
  );
});

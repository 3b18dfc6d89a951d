import { useCallback, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme, type FieldErrors } from '@shop/shared-contracts';
import { Field, PrimaryButton } from '@shop/remote-kit';

/** Form pieces shared by every account form: labelled fields with their errors, a summary, the save button. */

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends NativeInputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** A help line under the field (the kit's note). */
  hint?: ReactNode;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** A password field gets a Show/Hide button. */
  revealable?: boolean;
}

/** The kit's labelled Field with a value setter, so the account forms keep one setter per field. */
export function TextField({ onValueChange, inputRef, hint, ...rest }: TextFieldProps) {
  return <Field ref={inputRef} note={hint} onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)} {...rest} />;
}

const Summary = styled.div`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${theme.color.danger};
  background: #fdf1f0;
  border-radius: ${theme.radius.small};
  color: ${theme.color.ink};
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

/** Errors above the form as well as at each field (UX brief section 4). */
export function ErrorSummary({ messages, title = 'Please check the form' }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <Summary role="alert" data-testid="error-summary">
      <strong>{title}</strong>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Summary>
  );
}

/** The save button: the label, or SAVING... while saving (spec section 2). */
export function SaveButton({ saving, label, disabled = false }: { saving: boolean; label: string; disabled?: boolean }) {
  return (
    <PrimaryButton type="submit" disabled={saving || disabled} aria-busy={saving}>
      {saving ? 'SAVING...' : label}
    </PrimaryButton>
  );
}

/**
 * Refs to a form's inputs by field name, and "scroll to and focus the first invalid field" (spec
 * section 5). The validators return errors in form order, so the first key is the first field.
 */
export function useFieldFocus<F extends string>() {
  const elements = useRef(new Map<F, HTMLInputElement>());
  const register = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );
  const focusFirst = useCallback((errors: FieldErrors<F>) => {
    const first = Object.keys(errors)[0] as F | undefined;
    const element = first ? elements.current.get(first) : undefined;
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', behavior: 'auto' });
    element.focus({ preventScroll: true });
  }, []);
  return { register, focusFirst };
}

/** A form's values with one setter per field; what was typed stays after a failed save. */
export function useFormValues<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set = useCallback(
    <K extends keyof T>(field: K) =>
      (value: string) =>
        setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return { values, setValues, set };
}

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 8px;
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 16px;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

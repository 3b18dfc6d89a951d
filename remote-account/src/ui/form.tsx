import { useCallback, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { refusedFields, theme, type FieldErrors, type FieldRefusalMap } from '@shop/shared-contracts';
import { PrimaryButton } from '@shop/remote-kit';
import { Field } from '@shop/remote-kit/forms';

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

/** Errors above the form as well as at each field. */
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

/** The submit button: its label, or the busy label while the call runs (SAVING...). */
export function SubmitButton({
  busy,
  label,
  busyLabel = 'SAVING...',
  disabled = false,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <PrimaryButton type="submit" disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : label}
    </PrimaryButton>
  );
}

/** An account page's form: the error summary, the fields, then SAVE CHANGES. */
export function SaveChangesForm<F extends string>({
  label,
  errors,
  saving,
  onSubmit,
  children,
}: {
  label: string;
  errors: FieldErrors<F>;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary messages={Object.values(errors)} />
      {children}
      <FormActions>
        <SubmitButton busy={saving} label="SAVE CHANGES" />
      </FormActions>
    </form>
  );
}

/** "firstName" -> "first-name", for element ids. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** What a TextField needs from its form: the id, the value and its setter, the error, the ref for focusing. */
export interface BoundField {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * A form's values, errors and inputs by field name. `bind(name)` wires a TextField (id `${idPrefix}-kebab-name`);
 * `check(validate)` shows the validator's errors and scrolls to and focuses the first invalid field
 * (validators return errors in form order); `showRefusal` does the same for the server's refusal of
 * fields. What was typed stays after a failed save.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(idPrefix: string, initial: T) {
  type Name = keyof T & string;
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const elements = useRef(new Map<Name, HTMLInputElement>());

  const set = useCallback((name: Name) => (value: string) => setValues((current) => ({ ...current, [name]: value })), []);
  const register = useCallback(
    (name: Name) => (element: HTMLInputElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  /** `clean` rewrites what is typed before it is kept (e.g. digits only). */
  const bind = (name: Name, clean?: (typed: string) => string): BoundField => ({
    id: `${idPrefix}-${kebab(name)}`,
    value: values[name],
    onValueChange: clean ? (typed) => set(name)(clean(typed)) : set(name),
    error: errors[name],
    inputRef: register(name),
  });

  /** Shows these errors (replacing any) and focuses the first one's field; true when there is one. */
  const showErrors = (found: FieldErrors<Name>): boolean => {
    setErrors(found);
    const first = Object.keys(found)[0] as Name | undefined;
    if (!first) return false;
    const element = elements.current.get(first);
    element?.scrollIntoView?.({ block: 'center', behavior: 'auto' });
    element?.focus({ preventScroll: true });
    return true;
  };

  /** True when the validator finds nothing; otherwise its errors show and the first invalid field is focused. */
  const check = (validate: (values: T) => FieldErrors<Name>): boolean => !showErrors(validate(values));

  /** The server's refusal of fields (see refusals.ts) at those fields; true when it named one, else the caller says it its way. */
  const showRefusal = <F extends Name>(error: unknown, map: FieldRefusalMap<F>): boolean =>
    // Errors of some of the fields are errors of the form (F is a subset of Name; the compiler cannot see it for a generic F).
    showErrors(refusedFields(error, map) as FieldErrors<Name>);

  /** A submit handler: `send` gets the values only when the validator finds nothing. */
  const whenValid = (validate: (values: T) => FieldErrors<Name>, send: (values: T) => void) => () => {
    if (check(validate)) send(values);
  };

  return { values, setValues, set, errors, bind, check, whenValid, showRefusal };
}

/** A password input: hidden with a Show button, and the password manager's hint. */
export const passwordInput = (autoComplete: 'current-password' | 'new-password') => ({ type: 'password', revealable: true, autoComplete }) as const;

export const NEW_PASSWORD_HINT = 'At least 12 characters with a letter, a number and one of @$!%*?&.';

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

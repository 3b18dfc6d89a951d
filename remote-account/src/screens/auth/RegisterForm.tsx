import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isAcceptableNewPassword, theme, validateEmail, validateFirstName, validateLastName, type FieldErrors, type User } from '@shop/shared-contracts';
import { showToast, useShopApi } from '@shop/remote-kit';
import { ErrorSummary, FieldGrid, FormActions, NEW_PASSWORD_HINT, passwordInput, TextField, useFormFields, SubmitButton } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { ErrorNotice } from '../../ui/AuthFrame';
import { validateDateOfBirth } from '../../lib/age';
import { afterSignInPath } from '../../lib/redirect';
import { announceSignIn, firstNameOf } from '../../lib/session';
import { serverErrorText } from '../../lib/serverError';
import { errorsInOrder } from '../../lib/errorsInOrder';
import { PASSWORD_MESSAGES } from '../../lib/passwordChange';
import { REGISTRATION_REFUSALS } from '../../lib/refusals';
import { SpendingLimitStep } from './SpendingLimitStep';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'dateOfBirth' | 'phone' | 'terms';
export type RegisterValues = Record<Exclude<RegisterField, 'terms'>, string> & { terms: string };

export const TERMS_REQUIRED_MESSAGE = 'Please confirm you are 18 or over and accept the terms.';

/** Registration rules: names and email as the profile form, a strong password, 18 or over, the terms box. */
export function validateRegistration(values: RegisterValues, today: Date): FieldErrors<RegisterField> {
  return errorsInOrder<RegisterField>([
    ['firstName', validateFirstName(values.firstName)],
    ['lastName', validateLastName(values.lastName)],
    ['email', validateEmail(values.email)],
    ['password', isAcceptableNewPassword(values.password) ? null : PASSWORD_MESSAGES.weak],
    ['dateOfBirth', validateDateOfBirth(values.dateOfBirth, today)],
    ['terms', values.terms === 'yes' ? null : TERMS_REQUIRED_MESSAGE],
  ]);
}

const CheckRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 4px 0 16px;
  input {
    width: 24px;
    height: 24px;
    margin: 2px 0 0;
    accent-color: ${theme.color.brand};
    flex: none;
  }
  label {
    min-height: 44px;
  }
  a {
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;
const CheckError = styled.p`
  margin: -8px 0 16px;
  color: ${theme.color.danger};
  font-weight: 600;
  font-size: 0.92rem;
`;

export function RegisterForm() {
  const api = useShopApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, set, errors, bind, check, showRefusal } = useFormFields<RegisterValues>('register', {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    dateOfBirth: '',
    phone: '',
    terms: '',
  });
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<User | null>(null);

  // The shell hears of the sign-in after the optional limit step, so this screen stays until then.
  const finish = (user: User) => {
    announceSignIn(user);
    showToast('success', `Welcome to Angling Prizes, ${firstNameOf(user) || values.firstName.trim()}!`);
    navigate(afterSignInPath(location.search, location.state), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!check((typed) => validateRegistration(typed, new Date()))) return;
    setBusy(true);
    try {
      const user = await api.register({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        date_of_birth: values.dateOfBirth,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      });
      setRegistered(user);
    } catch (error) {
      if (!showRefusal(error, REGISTRATION_REFUSALS)) setFailure(serverErrorText(error));
      setBusy(false);
    }
  };

  if (registered) return <SpendingLimitStep user={registered} onDone={finish} />;
  const terms = bind('terms');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create an account">
      <ErrorNotice message={failure} />
      <ErrorSummary messages={Object.values(errors)} />
      <FieldGrid>
        <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
      </FieldGrid>
      <TextField label="Email address" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Password" {...passwordInput('new-password')} hint={NEW_PASSWORD_HINT} {...bind('password')} />
      <PasswordStrengthMeter password={values.password} />
      <TextField label="Date of birth" type="date" autoComplete="bday" hint="You must be 18 or over to play." {...bind('dateOfBirth')} />
      <TextField label="Mobile number (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
      <CheckRow>
        <input
          id={terms.id}
          type="checkbox"
          checked={values.terms === 'yes'}
          onChange={(event) => set('terms')(event.target.checked ? 'yes' : '')}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? `${terms.id}-error` : undefined}
          ref={terms.inputRef}
        />
        <label htmlFor={terms.id}>
          I am 18 or over and I accept the{' '}
          <Link to="/legal-terms" target="_blank" rel="noopener">
            terms and competition rules
          </Link>
          .
        </label>
      </CheckRow>
      {errors.terms ? <CheckError id={`${terms.id}-error`}>{errors.terms}</CheckError> : null}
      <FormActions>
        <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account…" />
      </FormActions>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  FORM_MESSAGES,
  isAcceptableNewPassword,
  theme,
  validateEmail,
  validateFirstName,
  validateLastName,
  type FieldErrors,
  type User,
} from '@shop/shared-contracts';
import { PrimaryButton, showToast, useShopApi } from '@shop/remote-kit';
import { ErrorSummary, FieldGrid, FormActions, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { Notice } from '../../ui/AuthFrame';
import { validateDateOfBirth } from '../../lib/age';
import { afterSignInPath } from '../../lib/redirect';
import { announceSignIn, firstNameOf } from '../../lib/session';
import { serverErrorText } from '../../lib/serverError';
import { SpendingLimitStep } from './SpendingLimitStep';

export type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'dateOfBirth' | 'phone' | 'terms';
export type RegisterValues = Record<Exclude<RegisterField, 'terms'>, string> & { terms: string };

export const TERMS_REQUIRED_MESSAGE = 'Please confirm you are 18 or over and accept the terms.';

/** Registration rules: names and email as the profile form, a strong password, 18 or over, the terms box. */
export function validateRegistration(values: RegisterValues, today: Date): FieldErrors<RegisterField> {
  const entries: [RegisterField, string | null][] = [
    ['firstName', validateFirstName(values.firstName)],
    ['lastName', validateLastName(values.lastName)],
    ['email', validateEmail(values.email)],
    ['password', isAcceptableNewPassword(values.password) ? null : FORM_MESSAGES.passwordWeak],
    ['dateOfBirth', validateDateOfBirth(values.dateOfBirth, today)],
    ['terms', values.terms === 'yes' ? null : TERMS_REQUIRED_MESSAGE],
  ];
  const errors: FieldErrors<RegisterField> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
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
  const { values, set } = useFormValues<RegisterValues>({ firstName: '', lastName: '', email: '', password: '', dateOfBirth: '', phone: '', terms: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<User | null>(null);
  const { register, focusFirst } = useFieldFocus<RegisterField>();

  // The shell hears of the sign-in after the optional limit step, so this screen stays until then.
  const finish = (user: User) => {
    announceSignIn(user);
    showToast('success', `Welcome to Angling Prizes, ${firstNameOf(user) || values.firstName.trim()}!`);
    navigate(afterSignInPath(location.search, location.state), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values, new Date());
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
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
      setFailure(serverErrorText(error));
      setBusy(false);
    }
  };

  if (registered) return <SpendingLimitStep user={registered} onDone={finish} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Create an account">
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <ErrorSummary messages={Object.values(errors)} />
      <FieldGrid>
        <TextField
          id="register-first-name"
          label="First name"
          value={values.firstName}
          onValueChange={set('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          inputRef={register('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          value={values.lastName}
          onValueChange={set('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          inputRef={register('lastName')}
        />
      </FieldGrid>
      <TextField
        id="register-email"
        label="Email address"
        type="email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
        autoComplete="email"
        inputRef={register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        revealable
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        hint="At least 12 characters with a letter, a number and one of @$!%*?&."
        inputRef={register('password')}
      />
      <PasswordStrengthMeter password={values.password} />
      <TextField
        id="register-dob"
        label="Date of birth"
        type="date"
        value={values.dateOfBirth}
        onValueChange={set('dateOfBirth')}
        error={errors.dateOfBirth}
        autoComplete="bday"
        hint="You must be 18 or over to play."
        inputRef={register('dateOfBirth')}
      />
      <TextField
        id="register-phone"
        label="Mobile number (optional)"
        type="tel"
        value={values.phone}
        onValueChange={set('phone')}
        autoComplete="tel"
        inputRef={register('phone')}
      />
      <CheckRow>
        <input
          id="register-terms"
          type="checkbox"
          checked={values.terms === 'yes'}
          onChange={(event) => set('terms')(event.target.checked ? 'yes' : '')}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={errors.terms ? 'register-terms-error' : undefined}
          ref={register('terms')}
        />
        <label htmlFor="register-terms">
          I am 18 or over and I accept the{' '}
          <Link to="/legal-terms" target="_blank" rel="noopener">
            terms and competition rules
          </Link>
          .
        </label>
      </CheckRow>
      {errors.terms ? <CheckError id="register-terms-error">{errors.terms}</CheckError> : null}
      <FormActions>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </PrimaryButton>
      </FormActions>
    </form>
  );
}

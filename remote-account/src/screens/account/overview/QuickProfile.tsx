import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme, type User } from '@shop/shared-contracts';
import { useShopApi } from '@shop/remote-kit';
import { FieldGrid, FormActions, SubmitButton, TextField, useFormFields } from '../../../ui/form';
import { Card, CardTitle } from '../../../ui/styles';
import { FORM_TOASTS } from '../../../lib/formToasts';
import { profileFormFromUser, validateQuickProfile } from '../../../lib/profileForm';
import { saveProfile } from '../../../lib/profileSave';
import { QUICK_PROFILE_REFUSALS } from '../../../lib/refusals';
import { announceUserUpdated } from '../../../lib/session';
import { useAccountSave } from '../../../lib/useAccountSave';

const FormError = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.danger};
  font-weight: 700;
`;

/** The general flow's quick profile update: first and last name only. */
export function QuickProfile({ user }: { user: User }) {
  const api = useShopApi();
  const { values, bind, showRefusal } = useFormFields('quick', { firstName: user.first_name, lastName: user.last_name });
  const [error, setError] = useState('');
  const save = useAccountSave({
    send: (names: typeof values) => saveProfile(api, { ...profileFormFromUser(user), ...names }),
    savedToast: FORM_TOASTS.profileUpdated,
    refreshAccount: false,
    onSaved: (answer) => {
      if (answer.data) announceUserUpdated(answer.data);
    },
    showRefusal: (refusal) => showRefusal(refusal, QUICK_PROFILE_REFUSALS),
  });
  // One message above both fields, as the spec words it ('All feilds are required').
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateQuickProfile(values.firstName, values.lastName);
    setError(problem ?? '');
    if (!problem) save.mutate(values);
  };
  return (
    <Card>
      <CardTitle>Your name</CardTitle>
      <form noValidate onSubmit={submit} aria-label="Update your name">
        {error ? <FormError role="alert">{error}</FormError> : null}
        <FieldGrid>
          <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </FieldGrid>
        <FormActions>
          <SubmitButton busy={save.isPending} label="UPDATE" />
        </FormActions>
      </form>
    </Card>
  );
}

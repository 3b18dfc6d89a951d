import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FORM_TOASTS,
  profileUpdatePayload,
  validateProfileForm,
  type FieldErrors,
  type ProfileField,
  type ProfileForm,
  type User,
} from '@shop/shared-contracts';
import { showToast, useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { ErrorSummary, FieldGrid, FormActions, SaveButton, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { LoadedUser } from '../../ui/LoadedUser';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { announceUserUpdated } from '../../lib/session';
import { serverErrorText } from '../../lib/serverError';

export function DetailsForm({ user }: { user: User }) {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { values, setValues, set } = useFormValues<ProfileForm>({
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const { register, focusFirst } = useFieldFocus<ProfileField>();

  const save = useMutation({
    mutationFn: (form: ProfileForm) => api.updateProfile(profileUpdatePayload(form)),
    onSuccess: (answer) => {
      if (!answer.success) {
        showToast('error', answer.error?.trim() || FORM_TOASTS.genericError);
        return;
      }
      showToast('success', FORM_TOASTS.detailsUpdated);
      if (answer.data) announceUserUpdated(answer.data);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
    },
    onError: (error) => showToast('error', serverErrorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(values);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Account details">
      <ErrorSummary messages={Object.values(errors)} />
      <Card>
        <CardTitle>Your details</CardTitle>
        <FieldGrid>
          <TextField
            id="details-first-name"
            label="First name"
            value={values.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            inputRef={register('firstName')}
          />
          <TextField
            id="details-last-name"
            label="Last name"
            value={values.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            inputRef={register('lastName')}
          />
        </FieldGrid>
        <TextField
          id="details-email"
          label="Email address"
          type="email"
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          autoComplete="email"
          inputRef={register('email')}
        />
      </Card>
      <Card>
        <CardTitle>Change password</CardTitle>
        <Muted>Leave these empty to keep your current password.</Muted>
        <TextField
          id="details-current-password"
          label="Current password"
          type="password"
          revealable
          value={values.currentPassword}
          onValueChange={set('currentPassword')}
          error={errors.currentPassword}
          autoComplete="current-password"
          inputRef={register('currentPassword')}
        />
        <TextField
          id="details-new-password"
          label="New password"
          type="password"
          revealable
          value={values.newPassword}
          onValueChange={set('newPassword')}
          error={errors.newPassword}
          autoComplete="new-password"
          hint="At least 12 characters with a letter, a number and one of @$!%*?&."
          inputRef={register('newPassword')}
        />
        <PasswordStrengthMeter password={values.newPassword} />
        <TextField
          id="details-confirm-password"
          label="Confirm new password"
          type="password"
          revealable
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
          autoComplete="new-password"
          inputRef={register('confirmPassword')}
        />
      </Card>
      <FormActions>
        <SaveButton saving={save.isPending} label="SAVE CHANGES" />
      </FormActions>
    </form>
  );
}

/** /account/details: name, email and the password change (spec sections 3 to 5). */
export default function DetailsScreen() {
  return (
    <AccountLayout title="Account details" lead="Your name, email address and password.">
      <LoadedUser>{(user) => <DetailsForm user={user} />}</LoadedUser>
    </AccountLayout>
  );
}

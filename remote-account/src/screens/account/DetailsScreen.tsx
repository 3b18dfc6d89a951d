import type { User } from '@shop/shared-contracts';
import { useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { FieldGrid, NEW_PASSWORD_HINT, passwordInput, SaveChangesForm, TextField, useFormFields } from '../../ui/form';
import { PasswordStrengthMeter } from '../../ui/PasswordStrengthMeter';
import { LoadedUser } from '../../ui/LoadedUser';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { announceUserUpdated } from '../../lib/session';
import { useAccountSave } from '../../lib/useAccountSave';
import { FORM_TOASTS } from '../../lib/formToasts';
import { profileFormFromUser, validateProfileForm, type ProfileForm } from '../../lib/profileForm';
import { saveProfile } from '../../lib/profileSave';
import { PROFILE_REFUSALS } from '../../lib/refusals';

export function DetailsForm({ user }: { user: User }) {
  const api = useShopApi();
  const { values, setValues, errors, bind, whenValid, showRefusal } = useFormFields<ProfileForm>('details', profileFormFromUser(user));

  const save = useAccountSave({
    send: (form: ProfileForm) => saveProfile(api, form),
    savedToast: FORM_TOASTS.detailsUpdated,
    showRefusal: (error) => showRefusal(error, PROFILE_REFUSALS),
    onSaved: (answer) => {
      if (answer.data) announceUserUpdated(answer.data);
      setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
    },
  });

  return (
    <SaveChangesForm label="Account details" errors={errors} saving={save.isPending} onSubmit={whenValid(validateProfileForm, save.mutate)}>
      <Card>
        <CardTitle>Your details</CardTitle>
        <FieldGrid>
          <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </FieldGrid>
        <TextField label="Email address" type="email" autoComplete="email" {...bind('email')} />
      </Card>
      <Card>
        <CardTitle>Change password</CardTitle>
        <Muted>Leave these empty to keep your current password.</Muted>
        <TextField label="Current password" {...passwordInput('current-password')} {...bind('currentPassword')} />
        <TextField label="New password" {...passwordInput('new-password')} hint={NEW_PASSWORD_HINT} {...bind('newPassword')} />
        <PasswordStrengthMeter password={values.newPassword} />
        <TextField label="Confirm new password" {...passwordInput('new-password')} {...bind('confirmPassword')} />
      </Card>
    </SaveChangesForm>
  );
}

/** /account/details: name, email and the password change. */
export default function DetailsScreen() {
  return (
    <AccountLayout title="Account details" lead="Your name, email address and password.">
      <LoadedUser>{(user) => <DetailsForm user={user} />}</LoadedUser>
    </AccountLayout>
  );
}

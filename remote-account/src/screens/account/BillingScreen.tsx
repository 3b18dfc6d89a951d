import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  billingFormFromUser,
  billingUpdatePayload,
  FORM_TOASTS,
  theme,
  validateBillingForm,
  type BillingField,
  type BillingForm,
  type FieldErrors,
  type User,
} from '@shop/shared-contracts';
import { showToast, useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { ErrorSummary, FieldGrid, FormActions, SaveButton, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { LoadedUser } from '../../ui/LoadedUser';
import { Card } from '../../ui/styles';
import { serverErrorText } from '../../lib/serverError';

const Country = styled.div`
  margin-bottom: 16px;
  span {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  strong {
    display: block;
    padding: 12px;
    border-radius: ${theme.radius.small};
    background: ${theme.color.page};
  }
`;

export function BillingFormView({ user }: { user: User }) {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { values, set } = useFormValues<BillingForm>(billingFormFromUser(user));
  const [errors, setErrors] = useState<FieldErrors<BillingField>>({});
  const { register, focusFirst } = useFieldFocus<BillingField>();

  const save = useMutation({
    mutationFn: (form: BillingForm) => api.updateUserDetails(billingUpdatePayload(form)),
    onSuccess: (answer) => {
      if (!answer.success) {
        showToast('error', answer.error?.trim() || FORM_TOASTS.genericError);
        return;
      }
      showToast('success', FORM_TOASTS.detailsUpdated);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
    onError: (error) => showToast('error', serverErrorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBillingForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(values);
  };

  const field = (name: BillingField, label: string, autoComplete: string, type = 'text') => (
    <TextField
      id={`billing-${name}`}
      label={label}
      type={type}
      value={values[name]}
      onValueChange={set(name)}
      error={errors[name]}
      autoComplete={autoComplete}
      inputRef={register(name)}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Billing details">
      <ErrorSummary messages={Object.values(errors)} />
      <Card>
        <FieldGrid>
          {field('firstName', 'First name', 'given-name')}
          {field('lastName', 'Last name', 'family-name')}
        </FieldGrid>
        <FieldGrid>
          {field('email', 'Email address', 'email', 'email')}
          {field('phone', 'Phone', 'tel', 'tel')}
        </FieldGrid>
        {field('address1', 'House name or number', 'address-line1')}
        {field('address2', 'Street address', 'address-line2')}
        <FieldGrid>
          {field('city', 'Town or city', 'address-level2')}
          {field('state', 'County (optional)', 'address-level1')}
        </FieldGrid>
        <FieldGrid>
          {field('postcode', 'Postcode', 'postal-code')}
          <Country>
            <span id="billing-country-label">Country</span>
            <strong aria-labelledby="billing-country-label">United Kingdom</strong>
          </Country>
        </FieldGrid>
      </Card>
      <FormActions>
        <SaveButton saving={save.isPending} label="SAVE CHANGES" />
      </FormActions>
    </form>
  );
}

/** /account/billing: the billing address; the country is fixed to the United Kingdom. */
export default function BillingScreen() {
  return (
    <AccountLayout title="Billing details" lead="The address on your orders. We only operate in the United Kingdom.">
      <LoadedUser>{(user) => <BillingFormView user={user} />}</LoadedUser>
    </AccountLayout>
  );
}

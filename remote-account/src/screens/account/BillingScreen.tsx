import styled from 'styled-components';
import { billingFormFromUser, theme, validateBillingForm, type BillingField, type BillingForm, type User } from '@shop/shared-contracts';
import { useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { FieldGrid, SaveChangesForm, TextField, useFormFields } from '../../ui/form';
import { LoadedUser } from '../../ui/LoadedUser';
import { Card } from '../../ui/styles';
import { useAccountSave } from '../../lib/useAccountSave';
import { billingUpdatePayload } from '../../lib/billingPayload';
import { FORM_TOASTS } from '../../lib/formToasts';
import { BILLING_REFUSALS } from '../../lib/refusals';

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
  const { errors, bind, whenValid, showRefusal } = useFormFields<BillingForm>('billing', billingFormFromUser(user));
  const save = useAccountSave({
    send: (form: BillingForm) => api.updateUserDetails(billingUpdatePayload(form)),
    savedToast: FORM_TOASTS.detailsUpdated,
    showRefusal: (error) => showRefusal(error, BILLING_REFUSALS),
  });

  const field = (name: BillingField, label: string, autoComplete: string, type = 'text') => (
    <TextField label={label} type={type} autoComplete={autoComplete} {...bind(name)} />
  );

  return (
    <SaveChangesForm label="Billing details" errors={errors} saving={save.isPending} onSubmit={whenValid(validateBillingForm, save.mutate)}>
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
    </SaveChangesForm>
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

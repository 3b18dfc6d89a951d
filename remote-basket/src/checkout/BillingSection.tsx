import styled from 'styled-components';
import type { BillingForm, FieldErrors } from '@shop/shared-contracts';
import { Spinner } from '@shop/remote-kit';
import { Field } from '@shop/remote-kit/forms';
import { Section } from '../ui/layout';
import { BILLING_FIELDS } from './billing';
import { checkoutFieldId } from './useCheckoutForm';

const Grid = styled.div`
  position: relative;
  display: grid;
  gap: 12px;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;
/** Covers the billing fields while the profile loads, so nothing moves when the values arrive. */
const LoadingCover = styled.div`
  position: absolute;
  z-index: 1;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 24px;
  background: rgba(255, 255, 255, 0.75);
`;
const Fixed = styled.p`
  margin: 0;
  span {
    display: block;
    font-weight: 600;
  }
`;

interface BillingSectionProps {
  billing: BillingForm;
  /** A message shown under each field that has one: the form's own checks or a server refusal of that field. */
  errors: FieldErrors<keyof BillingForm>;
  /** The profile the fields start from is still loading. */
  loading: boolean;
  onChange: (field: keyof BillingForm, value: string) => void;
}

/** The checkout's billing details; the country is fixed to the United Kingdom. */
export function BillingSection({ billing, errors, loading, onChange }: BillingSectionProps) {
  return (
    <Section aria-labelledby="billing-title">
      <h2 id="billing-title">Billing details</h2>
      <Grid>
        {loading ? (
          <LoadingCover>
            <Spinner compact label="Loading your details" />
          </LoadingCover>
        ) : null}
        {BILLING_FIELDS.map(({ field, label, autoComplete, type }) => (
          <Field
            key={field}
            id={checkoutFieldId(field)}
            label={label}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            value={billing[field]}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
        <Fixed>
          <span>Country</span>United Kingdom
        </Fixed>
      </Grid>
    </Section>
  );
}

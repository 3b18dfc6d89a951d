import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { theme, type User } from '@shop/shared-contracts';
import { SecondaryButton, useShopApi, headingType } from '@shop/remote-kit';
import { FormActions, useFormFields, SubmitButton } from '../../ui/form';
import { LimitFields } from '../../ui/LimitFields';
import { limitRequest, validateLimitForm, type LimitForm } from '../../lib/limits';
import { serverErrorText } from '../../lib/serverError';
import { LIMIT_REFUSALS } from '../../lib/refusals';
import { ErrorNotice } from '../../ui/AuthFrame';

/** The amount the step suggests (per month); the customer can change it, and £0 is allowed. */
export const SUGGESTED_MONTHLY_LIMIT = '50';

const Title = styled.h2`
  margin: 0 0 8px;
  ${headingType('1.25rem', theme.color.brandDark)}
`;
const Text = styled.p`
  margin: 0 0 16px;
  color: ${theme.color.inkMuted};
`;

/**
 * Registration's optional last step (DCMS code): a spending limit with a suggested value,
 * £0 allowed, and a plain "Skip for now". `onDone` gets the user as it stands after the step.
 */
export function SpendingLimitStep({ user, onDone }: { user: User; onDone: (user: User) => void }) {
  const api = useShopApi();
  const { values, set, bind, check, showRefusal } = useFormFields<LimitForm>('signup-limit', { duration: 'month', value: SUGGESTED_MONTHLY_LIMIT });
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(validateLimitForm)) return;
    setFailure('');
    setBusy(true);
    try {
      onDone(await api.updateResponsibleGaming({ ...limitRequest(values), lockout_period: '' }));
    } catch (caught) {
      if (!showRefusal(caught, LIMIT_REFUSALS)) setFailure(serverErrorText(caught));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set a spending limit">
      <Title>Set a spending limit?</Title>
      <Text>A limit helps you stay in control. You can lower it at any time; raising it takes 24 hours. It's optional.</Text>
      <ErrorNotice message={failure} />
      <LimitFields
        idPrefix="signup-limit"
        duration={values.duration}
        onDurationChange={set('duration')}
        amount={bind('value')}
        amountHint="£0 is allowed."
        offerNoLimit={false}
      />
      <FormActions>
        <SubmitButton busy={busy} label="Set my limit" busyLabel="Saving…" />
        <SecondaryButton type="button" disabled={busy} onClick={() => onDone(user)}>
          Skip for now
        </SecondaryButton>
      </FormActions>
    </form>
  );
}

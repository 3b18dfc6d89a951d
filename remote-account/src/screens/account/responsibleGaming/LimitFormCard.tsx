import type { FormEvent } from 'react';
import type { User } from '@shop/shared-contracts';
import { FormActions, SubmitButton, useFormFields } from '../../../ui/form';
import { LimitFields } from '../../../ui/LimitFields';
import { Card, CardTitle } from '../../../ui/styles';
import { LIMIT_DURATIONS, limitRequest, validateLimitForm, type LimitForm } from '../../../lib/limits';
import { LIMIT_REFUSALS } from '../../../lib/refusals';
import { RulesList } from './rulesList';
import { useSaveLimits } from './useSaveLimits';

/** Set, raise, lower or remove the spending limit. */
export function LimitFormCard({ user }: { user: User }) {
  const { values, set, bind, check, showRefusal } = useFormFields<LimitForm>('limit', {
    duration: LIMIT_DURATIONS.find((option) => option.value === user.limit_duration)?.value ?? '',
    value: user.limit_duration ? String(user.limit_value) : '',
  });
  const save = useSaveLimits((error) => showRefusal(error, LIMIT_REFUSALS));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check(validateLimitForm)) save.mutate({ ...limitRequest(values), lockout_period: '' });
  };
  return (
    <Card>
      <CardTitle>Set a spending limit</CardTitle>
      <RulesList>
        <li>Lowering your limit takes effect at once.</li>
        <li>Raising it, or removing it, only takes effect after a 24-hour cooling-off period.</li>
      </RulesList>
      <form noValidate onSubmit={submit} aria-label="Spending limit">
        <LimitFields idPrefix="limit" duration={values.duration} onDurationChange={set('duration')} amount={bind('value')} offerNoLimit />
        <FormActions>
          <SubmitButton busy={save.isPending} label="SAVE LIMIT" />
        </FormActions>
      </form>
    </Card>
  );
}

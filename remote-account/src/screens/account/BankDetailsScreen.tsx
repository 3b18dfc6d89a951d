import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bankDetailsPayload,
  digitsOnly,
  FORM_TOASTS,
  SORT_CODE_MAX_LENGTH,
  validateBankForm,
  type BankField,
  type BankForm,
  type FieldErrors,
  theme,
} from '@shop/shared-contracts';
import styled from 'styled-components';
import { showToast, Spinner, useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { ErrorSummary, FormActions, SaveButton, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { serverErrorText } from '../../lib/serverError';
import { useSavedBankDetails } from '../../lib/queries';

/** "•••• 6819": the saved account number masked to its last four digits (UX brief). */
export function maskedAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** "60-16-13" for six digits; anything else as saved. */
export function sortCodeLabel(sortCode: string): string {
  return /^\d{6}$/.test(sortCode) ? sortCode.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3') : sortCode;
}

/** What is on file now: masked, never the whole number; nothing while it loads or if it cannot be read. */
function SavedBankDetails() {
  const saved = useSavedBankDetails();
  if (saved.isPending) return <Spinner compact label="Loading your saved bank details" />;
  if (saved.isError) return null;
  return (
    <Card data-testid="saved-bank-details">
      <CardTitle>On file</CardTitle>
      {saved.data ? (
        <Saved>
          <div>
            <dt>Account number</dt>
            <dd aria-label={`ending ${saved.data.account_number_last4.split('').join(' ')}`}>{maskedAccountNumber(saved.data.account_number_last4)}</dd>
          </div>
          <div>
            <dt>Sort code</dt>
            <dd>{sortCodeLabel(saved.data.sort_code)}</dd>
          </div>
        </Saved>
      ) : (
        <Muted>No bank details saved yet.</Muted>
      )}
      <Muted>To change them, enter the new details below; they replace what is on file.</Muted>
    </Card>
  );
}

const Saved = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  margin: 0 0 12px;
  dt {
    color: ${theme.color.inkMuted};
    font-size: 0.92rem;
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.04em;
  }
`;

export function BankDetailsForm() {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const { values, set } = useFormValues<BankForm>({ accountNumber: '', confirmAccountNumber: '', sortCode: '' });
  const [errors, setErrors] = useState<FieldErrors<BankField>>({});
  const { register, focusFirst } = useFieldFocus<BankField>();
  // Typing strips everything but digits (spec section 5).
  const digits = (field: BankField) => (value: string) => set(field)(digitsOnly(value));

  const save = useMutation({
    mutationFn: (form: BankForm) => api.saveBankDetails(bankDetailsPayload(form)),
    onSuccess: (answer) => {
      if (!answer.success) showToast('error', FORM_TOASTS.bankSaveFailed);
      else {
        showToast('success', FORM_TOASTS.detailsUpdated);
        void queryClient.invalidateQueries({ queryKey: ['account'] });
      }
    },
    onError: (error) => showToast('error', serverErrorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    save.mutate(values);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Bank details">
      <ErrorSummary messages={Object.values(errors)} />
      <Card>
        <Muted>We pay cash prizes and cash alternatives straight into your bank account, so we need the account they should go to.</Muted>
        <TextField
          id="bank-account-number"
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          onValueChange={digits('accountNumber')}
          error={errors.accountNumber}
          inputRef={register('accountNumber')}
        />
        <TextField
          id="bank-confirm-account-number"
          label="Confirm account number"
          inputMode="numeric"
          autoComplete="off"
          value={values.confirmAccountNumber}
          onValueChange={digits('confirmAccountNumber')}
          error={errors.confirmAccountNumber}
          inputRef={register('confirmAccountNumber')}
        />
        <TextField
          id="bank-sort-code"
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={SORT_CODE_MAX_LENGTH}
          hint="Six digits, without dashes."
          value={values.sortCode}
          onValueChange={digits('sortCode')}
          error={errors.sortCode}
          inputRef={register('sortCode')}
        />
      </Card>
      <FormActions>
        <SaveButton saving={save.isPending} label="SAVE CHANGES" />
      </FormActions>
    </form>
  );
}

/** /account/financial-details: where cash prizes are paid. */
export default function BankDetailsScreen() {
  return (
    <AccountLayout title="Bank details" lead="Where we pay cash prizes.">
      <SavedBankDetails />
      <BankDetailsForm />
    </AccountLayout>
  );
}

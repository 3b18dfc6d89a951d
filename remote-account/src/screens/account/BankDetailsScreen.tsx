import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { bankDetailsPayload, digitsOnly, FORM_TOASTS, SORT_CODE_MAX_LENGTH, validateBankForm, type BankField, type BankForm, type FieldErrors } from '@shop/shared-contracts';
import { showToast, useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { ErrorSummary, FormActions, SaveButton, TextField, useFieldFocus, useFormValues } from '../../ui/form';
import { Card, Muted } from '../../ui/styles';
import { serverErrorText } from '../../lib/serverError';

export function BankDetailsForm() {
  const api = useShopApi();
  const { values, set } = useFormValues<BankForm>({ accountNumber: '', confirmAccountNumber: '', sortCode: '' });
  const [errors, setErrors] = useState<FieldErrors<BankField>>({});
  const { register, focusFirst } = useFieldFocus<BankField>();
  // Typing strips everything but digits (spec section 5).
  const digits = (field: BankField) => (value: string) => set(field)(digitsOnly(value));

  const save = useMutation({
    mutationFn: (form: BankForm) => api.saveBankDetails(bankDetailsPayload(form)),
    onSuccess: (answer) => {
      if (!answer.success) showToast('error', FORM_TOASTS.bankSaveFailed);
      else showToast('success', FORM_TOASTS.detailsUpdated);
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
      <BankDetailsForm />
    </AccountLayout>
  );
}

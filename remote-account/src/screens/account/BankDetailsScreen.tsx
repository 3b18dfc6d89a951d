import { theme } from '@shop/shared-contracts';
import styled from 'styled-components';
import { ErrorState, Spinner, useShopApi } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { SaveChangesForm, TextField, useFormFields } from '../../ui/form';
import { Card, CardTitle, Muted } from '../../ui/styles';
import { useAccountSave } from '../../lib/useAccountSave';
import { useSavedBankDetails } from '../../lib/queries';
import { SORT_CODE_MAX_LENGTH } from '../../lib/accountConstants';
import { bankDetailsPayload, digitsOnly, validateBankForm, type BankForm } from '../../lib/bankForm';
import { FORM_TOASTS } from '../../lib/formToasts';
import { BANK_REFUSALS } from '../../lib/refusals';

export const SAVED_BANK_DETAILS_FAILED_TEXT = 'Your saved bank details could not be loaded just now.';

/** "•••• 6819": the saved account number masked to its last four digits. */
export function maskedAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** "60-16-13" for six digits; anything else as saved. */
export function sortCodeLabel(sortCode: string): string {
  return /^\d{6}$/.test(sortCode) ? sortCode.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3') : sortCode;
}

/** What is on file now: masked, never the whole number; if it cannot be read, says so (not "none saved") with Try again. */
function SavedBankDetails() {
  const saved = useSavedBankDetails();
  if (saved.isPending) return <Spinner compact label="Loading your saved bank details" />;
  if (saved.isError) return <ErrorState message={SAVED_BANK_DETAILS_FAILED_TEXT} onRetry={() => void saved.refetch()} />;
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
  const { errors, bind, whenValid, showRefusal } = useFormFields<BankForm>('bank', { accountNumber: '', confirmAccountNumber: '', sortCode: '' });
  const save = useAccountSave({
    send: (form: BankForm) => api.saveBankDetails(bankDetailsPayload(form)),
    savedToast: FORM_TOASTS.detailsUpdated,
    failedToast: () => FORM_TOASTS.bankSaveFailed,
    showRefusal: (error) => showRefusal(error, BANK_REFUSALS),
  });

  // Typing strips everything but digits.
  const number = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <SaveChangesForm label="Bank details" errors={errors} saving={save.isPending} onSubmit={whenValid(validateBankForm, save.mutate)}>
      <Card>
        <Muted>We pay cash prizes and cash alternatives straight into your bank account, so we need the account they should go to.</Muted>
        <TextField label="Account number" {...number} {...bind('accountNumber', digitsOnly)} />
        <TextField label="Confirm account number" {...number} {...bind('confirmAccountNumber', digitsOnly)} />
        <TextField label="Sort code" {...number} maxLength={SORT_CODE_MAX_LENGTH} hint="Six digits, without dashes." {...bind('sortCode', digitsOnly)} />
      </Card>
    </SaveChangesForm>
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

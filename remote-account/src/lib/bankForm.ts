import type { BankDetailsRequest, FieldErrors } from '@shop/shared-contracts';
import { errorsInOrder } from './errorsInOrder';

/** The bank details form, its messages word for word, and its payload. */
export const BANK_MESSAGES = {
  accountNumberRequired: 'Account Number is required.',
  accountNumberDigits: 'Account Number must contain only numbers.',
  confirmAccountNumberRequired: 'Confirm Account Number is required.',
  accountNumbersMismatch: 'Account Numbers do not match.',
  sortCodeRequired: 'Sort Code is required.',
  sortCodeLength: 'Sort Code must be 6 digits.',
} as const;

export interface BankForm {
  accountNumber: string;
  confirmAccountNumber: string;
  sortCode: string;
}
export type BankField = keyof BankForm;

/** Typing in the bank form strips everything but digits. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

const isBlank = (value: string): boolean => value.trim().length === 0;

export function validateBankForm(form: BankForm): FieldErrors<BankField> {
  const accountNumber = isBlank(form.accountNumber)
    ? BANK_MESSAGES.accountNumberRequired
    : /^\d+$/.test(form.accountNumber)
      ? null
      : BANK_MESSAGES.accountNumberDigits;
  const confirm = isBlank(form.confirmAccountNumber)
    ? BANK_MESSAGES.confirmAccountNumberRequired
    : form.confirmAccountNumber === form.accountNumber
      ? null
      : BANK_MESSAGES.accountNumbersMismatch;
  // 3 to 6 digits are accepted, though the message says 6.
  const sortCode = isBlank(form.sortCode) ? BANK_MESSAGES.sortCodeRequired : /^\d{3,6}$/.test(form.sortCode) ? null : BANK_MESSAGES.sortCodeLength;
  return errorsInOrder<BankField>([
    ['accountNumber', accountNumber],
    ['confirmAccountNumber', confirm],
    ['sortCode', sortCode],
  ]);
}

/** Only account_number and sort_code are sent; the confirmation is form-only. */
export function bankDetailsPayload(form: BankForm): BankDetailsRequest {
  return { account_number: form.accountNumber, sort_code: form.sortCode };
}

import { formatPounds } from '@shop/shared-contracts';
import { ButtonSpinner, PrimaryButton } from '@shop/remote-kit';
import { SPENDING_LIMIT_STOP_ID } from './SpendingLimitStop';

interface PayButtonProps {
  total: number;
  placing: boolean;
  disabled: boolean;
  /** Pay is off because the order would pass the spending limit: the button points to the notice saying so. */
  overLimit: boolean;
  testId: string;
}

/** The form's submit button: "Pay £x", or a spinner while the order is being placed. */
export function PayButton({ total, placing, disabled, overLimit, testId }: PayButtonProps) {
  return (
    <PrimaryButton
      type="submit"
      disabled={placing || disabled}
      aria-busy={placing}
      aria-describedby={overLimit ? SPENDING_LIMIT_STOP_ID : undefined}
      data-testid={testId}
    >
      {placing ? <ButtonSpinner aria-hidden="true" /> : null}
      {placing ? 'Placing your order…' : `Pay ${formatPounds(total)}`}
    </PrimaryButton>
  );
}

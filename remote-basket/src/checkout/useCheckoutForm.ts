import { useCallback, useEffect, useState } from 'react';
import { billingFormFromUser, type BillingForm, type FieldErrors, type User } from '@shop/shared-contracts';
import { EMPTY_BILLING_FORM } from './billing';
import type { PaymentChoice } from './paymentChoices';
import { CHECKOUT_FIELD_ORDER, validateCheckout, type CheckoutField, type CheckoutForm } from './checkoutRules';

/** The id of a checkout field's control, so a message can link to it and the first problem can be focused. */
export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

/**
 * The checkout form's values and field messages. Billing starts from the customer's profile once it has
 * loaded. The way to pay is one of `offered` (while the one chosen is not, the first that takes payment).
 * `showFieldErrors` puts messages next to their fields and focuses the first: the form's own checks
 * use it, and so can a server refusal mapped to fields.
 */
export function useCheckoutForm(profile: User | undefined, offered: readonly PaymentChoice[]) {
  const [billing, setBilling] = useState<BillingForm>(EMPTY_BILLING_FORM);
  const [prefilled, setPrefilled] = useState(false);
  const [over18, setOver18] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [chosenMethod, setPaymentMethod] = useState<PaymentChoice>('site_credit');
  const paymentMethod = offered.includes(chosenMethod) ? chosenMethod : (offered.find((method) => method !== 'coupon') ?? 'coupon');
  const [cardNumber, setCardNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors<CheckoutField>>({});

  useEffect(() => {
    if (profile && !prefilled) {
      setBilling(billingFormFromUser(profile));
      setPrefilled(true);
    }
  }, [profile, prefilled]);

  const setBillingField = useCallback((field: keyof BillingForm, value: string) => setBilling((current) => ({ ...current, [field]: value })), []);

  /** Shows these messages (replacing the last ones) and focuses the first field with one; false when there was any. */
  const showFieldErrors = useCallback((found: FieldErrors<CheckoutField>): boolean => {
    setErrors(found);
    const first = CHECKOUT_FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(checkoutFieldId(first))?.focus();
    return first === undefined;
  }, []);

  const form: CheckoutForm = { billing, over18, acceptTerms, paymentMethod, cardNumber };
  /** Checks the form against the rules; true when it may be sent. */
  const check = () => showFieldErrors(validateCheckout(form));

  return { form, errors, setBillingField, setOver18, setAcceptTerms, setPaymentMethod, setCardNumber, showFieldErrors, check };
}

import { Section } from '../ui/layout';
import { ConfirmBox } from './ConfirmBox';
import { checkoutFieldId } from './useCheckoutForm';

interface BeforeYouPayProps {
  over18: boolean;
  onOver18: (checked: boolean) => void;
  acceptTerms: boolean;
  onAcceptTerms: (checked: boolean) => void;
  errors: { over18?: string; acceptTerms?: string };
}

/** The two boxes the customer ticks before paying: 18 or over, and the terms (opened in a new tab). */
export function BeforeYouPaySection({ over18, onOver18, acceptTerms, onAcceptTerms, errors }: BeforeYouPayProps) {
  return (
    <Section aria-labelledby="confirm-title">
      <h2 id="confirm-title">Before you pay</h2>
      <ConfirmBox id={checkoutFieldId('over18')} checked={over18} onChange={onOver18} error={errors.over18}>
        I am 18 or over
      </ConfirmBox>
      <ConfirmBox id={checkoutFieldId('acceptTerms')} checked={acceptTerms} onChange={onAcceptTerms} error={errors.acceptTerms}>
        <span>
          I accept the{' '}
          <a href="/legal-terms" target="_blank" rel="noopener">
            terms and competition rules
          </a>
        </span>
      </ConfirmBox>
    </Section>
  );
}

import styled from 'styled-components';
import { headingType } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import { addressOnOneLine, useOperatorDetails } from '../shared/operatorDetails';
import { companyLine, complaintTimesSentence, replySentence } from './contactDetailsText';

const Aside = styled.aside`
  padding: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  h2 {
    margin: 0 0 8px;
    ${headingType('1.1rem', theme.color.brandDark)}
  }
  p,
  address {
    margin: 0 0 14px;
    font-style: normal;
    line-height: 1.5;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 700;
  }
`;

/**
 * Beside the contact form: when we reply, the complaints route and who we are, from the operator's
 * settings. A part the settings leave out is left out here (a heading with nothing under it too).
 */
export function ContactDetailsAside() {
  const operator = useOperatorDetails();
  const { contact_email: email, complaints } = operator;
  const reply = replySentence(operator);
  const complaintTimes = complaintTimesSentence(complaints);
  const company = companyLine(operator);
  const office = addressOnOneLine(operator.registered_office);
  return (
    <Aside data-testid="shop-details">
      {reply || email ? (
        <>
          <h2>When we reply</h2>
          <p>
            {reply}
            {reply && email ? ' ' : null}
            {email ? (
              <>
                You can also email <a href={`mailto:${email}`}>{email}</a>.
              </>
            ) : null}
          </p>
        </>
      ) : null}
      <h2>Complaints</h2>
      <p>
        Tell us what went wrong using this form with the subject &quot;Complaint&quot;.{complaintTimes ? ` ${complaintTimes}` : null}
        {complaints.escalation_name ? (
          <>
            {' '}
            If you are unhappy with our final answer, the{' '}
            {complaints.escalation_url ? (
              <a href={complaints.escalation_url} target="_blank" rel="noreferrer">
                {complaints.escalation_name}
              </a>
            ) : (
              complaints.escalation_name
            )}{' '}
            can tell you how to take it further, including independent dispute resolution.
          </>
        ) : null}
      </p>
      {company || office ? (
        <>
          <h2>Who we are</h2>
          <address>
            {company}
            {company && office ? <br /> : null}
            {office ? `Registered office: ${office}` : null}
          </address>
        </>
      ) : null}
    </Aside>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { Page, headingType } from '@shop/remote-kit';
import { theme } from '@shop/shared-contracts';
import { SecondaryButton, SecondaryLink } from '@shop/remote-kit';
import { useOperatorDetails } from '../shared/operatorDetails';

const Steps = styled.ol`
  margin: 0 0 20px;
  padding-left: 1.4em;
  line-height: 1.6;
  li {
    margin-bottom: 8px;
  }
`;
const Address = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 20px;
  padding: 16px 20px;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  address {
    font-style: normal;
    font-weight: 800;
    line-height: 1.5;
    color: ${theme.color.brandDark};
  }
`;
const Card = styled.div`
  padding: 20px;
  margin-bottom: 20px;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0 0 10px;
    ${headingType('1.2rem', theme.color.brandDark)}
  }
  p,
  li {
    line-height: 1.6;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** How to enter any competition free by post: as prominent and clear as the paid route (Gambling Act 2005). */
export default function FreePostalRouteScreen() {
  // Where free entries go, from the operator's settings; without one the rules still show, with no address block.
  const address = useOperatorDetails().free_entry_address;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(address.join('\n')).then(
      () => setCopied(true),
      (error: unknown) => console.error('[catalog] could not copy the address:', error),
    );
  };
  return (
    <Page
      title="Free postal entry route"
      lead="You can enter every competition for free by post, with exactly the same chance of winning as a paid entry."
      narrow
    >
      <Card>
        <h2>How to enter free</h2>
        <Steps>
          <li>Write on an unenclosed postcard (one entry per postcard).</li>
          <li>Include your full name, postal address, phone number and email address.</li>
          <li>Add the name of the competition you are entering and your answer to its question.</li>
          <li>Post it, with first or second class postage{address.length ? ', to the address below' : ''}.</li>
        </Steps>
        {address.length ? (
          <Address>
            <address data-testid="postal-address">
              {address.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <SecondaryButton type="button" data-first-tap="copy-postal-address" onClick={copy} aria-live="polite">
              {copied ? 'Copied' : 'Copy address'}
            </SecondaryButton>
          </Address>
        ) : null}
      </Card>
      <Card>
        <h2>The rules for postal entries</h2>
        <ul>
          <li>
            Your postcard must arrive before the competition closes (the closing date and time are on each competition's page). We never close postal entries
            earlier than paid ones.
          </li>
          <li>Each postcard is one entry, counted exactly like one paid ticket, up to the same maximum per person.</li>
          <li>If a competition sells out before your postcard arrives, your entry cannot be added.</li>
          <li>Entries with a wrong answer, or that are illegible or incomplete, do not go into the draw.</li>
          <li>You must be 18 or over and live in the United Kingdom.</li>
        </ul>
        <SecondaryLink to="/legal-terms?tab=1">Read the competition rules</SecondaryLink>
      </Card>
      <Card>
        <h2>What happens to your postcard</h2>
        <Steps>
          <li>We record it on the day it arrives, with its date, and check your answer.</li>
          <li>It gets a ticket number exactly as a paid ticket does, with the same chance of an instant win and in the main draw.</li>
          <li>
            If your email address has an account with us, the entry and its ticket number appear under your orders as &ldquo;Free postal entry&rdquo;. If not,
            we email you the ticket number.
          </li>
          <li>After the close, the draw&rsquo;s published entry list shows your ticket marked &ldquo;postal&rdquo;, so you can check it was in the draw.</li>
        </Steps>
        <p>Every postcard is kept on record with its outcome, including those that could not be entered and why.</p>
      </Card>
    </Page>
  );
}

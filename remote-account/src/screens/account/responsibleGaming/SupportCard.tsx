import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { Card, CardTitle, Muted } from '../../../ui/styles';

export const SUPPORT_LINKS = [
  { href: 'https://www.gamcare.org.uk/', label: 'GamCare', detail: 'free support, information and counselling' },
  { href: 'https://www.begambleaware.org/', label: 'BeGambleAware', detail: 'advice and tools to stay in control' },
  { href: 'tel:08088020133', label: 'National Gambling Helpline', detail: '0808 8020 133, free, 24 hours a day' },
] as const;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 8px;
  }
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    color: ${theme.color.brand};
    font-weight: 700;
  }
`;

/** Where to find free, confidential help. */
export function SupportCard() {
  return (
    <Card>
      <CardTitle>Need to talk to someone?</CardTitle>
      <Muted>If gambling stops being fun, free and confidential help is available.</Muted>
      <Links>
        {SUPPORT_LINKS.map((link) => (
          <li key={link.label}>
            <a href={link.href} target={link.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
              {link.label}
            </a>{' '}
            — {link.detail}
          </li>
        ))}
      </Links>
    </Card>
  );
}

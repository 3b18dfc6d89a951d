import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, readOperatorDetails, theme } from '@shop/shared-contracts';
import { useBusState } from '@shop/remote-kit';
import { Logo } from './Logo';
import { HELP_LINKS, LEGAL_LINKS } from './footerLinks';
import { CATEGORY_LINKS, type NavLink } from './navigation';

const Foot = styled.footer`
  margin-top: 48px;
  background: ${theme.color.brandDark};
  color: rgba(255, 255, 255, 0.85);
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px ${theme.layout.gutter};
  ${media.tablet} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;
const Heading = styled.h3`
  margin: 0 0 10px;
  color: ${theme.color.accent};
  font-size: 0.95rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin: 6px 0;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.color.accent};
    text-decoration: underline;
  }
`;
const SmallPrint = styled.p`
  margin: 0;
  padding: 16px ${theme.layout.gutter};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  text-align: center;
  font-size: 0.8rem;
`;

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <Heading>{title}</Heading>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </List>
    </div>
  );
}

export function Footer() {
  // The operator's company, from the settings: without it the copyright line names no one rather than a guess.
  const settings = useBusState('shell:settings')?.settings;
  const companyName = settings ? readOperatorDetails(settings).company_name : '';
  return (
    <Foot>
      <Columns>
        <div>
          <Logo />
          <p>Prize competitions for UK anglers: win tackle, bait boats, cash and days on the bank. A free postal entry route is open for every competition.</p>
        </div>
        <LinkColumn title="Competitions" links={CATEGORY_LINKS} />
        <LinkColumn title="Help" links={HELP_LINKS} />
        <LinkColumn title="Legal" links={LEGAL_LINKS} />
      </Columns>
      <SmallPrint data-testid="footer-small-print">
        18+ only. UK residents. Please play responsibly.{companyName ? ` © ${new Date().getFullYear()} ${companyName}.` : null}
      </SmallPrint>
    </Foot>
  );
}

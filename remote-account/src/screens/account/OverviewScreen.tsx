import styled from 'styled-components';
import { media } from '@shop/shared-contracts';
import { useUserState } from '@shop/remote-kit';
import { AccountLayout } from '../../ui/AccountLayout';
import { firstNameOf } from '../../lib/session';
import { AccountStats } from './overview/AccountStats';
import { LatestOrders } from './overview/LatestOrders';
import { QuickProfile } from './overview/QuickProfile';
import { SectionMenu } from './overview/SectionMenu';
import { UpcomingDraws } from './overview/UpcomingDraws';

const Columns = styled.div`
  ${media.desktop} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 16px;
  }
`;

/** /account: greeting, balances, upcoming draws, latest orders; on a phone it is also the navigation. */
export default function OverviewScreen() {
  const { user } = useUserState();
  const name = firstNameOf(user);
  return (
    <AccountLayout title={name ? `Hello, ${name}` : 'My account'} lead="Your tickets, orders, points and settings." isOverview>
      {user ? (
        <>
          <AccountStats user={user} />
          <SectionMenu />
          <Columns>
            <UpcomingDraws />
            <LatestOrders />
          </Columns>
          <QuickProfile user={user} />
        </>
      ) : null}
    </AccountLayout>
  );
}

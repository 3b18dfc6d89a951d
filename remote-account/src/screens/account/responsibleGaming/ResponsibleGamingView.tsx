import type { User } from '@shop/shared-contracts';
import { LimitFormCard } from './LimitFormCard';
import { LockoutForm } from './LockoutForm';
import { SpendingCard } from './SpendingCard';
import { SupportCard } from './SupportCard';

/** The responsible gaming page's content for a customer: spending, the limit, a break, and help. */
export function ResponsibleGamingView({ user }: { user: User }) {
  return (
    <>
      <SpendingCard user={user} />
      <LimitFormCard user={user} />
      <LockoutForm user={user} />
      <SupportCard />
    </>
  );
}

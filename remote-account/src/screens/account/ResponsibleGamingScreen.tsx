import { AccountLayout } from '../../ui/AccountLayout';
import { LoadedUser } from '../../ui/LoadedUser';
import { ResponsibleGamingView } from './responsibleGaming/ResponsibleGamingView';

/** /account/responsible/gaming: spending limit, breaks and where to find help. */
export default function ResponsibleGamingScreen() {
  return (
    <AccountLayout title="Responsible gaming" lead="Set a spending limit or take a break. Play for fun, and only spend what you can afford.">
      <LoadedUser>{(user) => <ResponsibleGamingView user={user} />}</LoadedUser>
    </AccountLayout>
  );
}

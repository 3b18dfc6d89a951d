import { Page } from '@shop/remote-kit';

export default function CommunityChatScreen() {
  return <Page title="Community chat" lead="Talk tactics and tackle with fellow anglers." />;
}

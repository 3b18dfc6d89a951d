import { Page, useBusState, useUserState } from '@shop/remote-kit';
import { DEFAULT_RUNTIME_CONFIG } from '@shop/shared-contracts';
import { ChatComposer } from './ChatComposer';
import { ChatRoom } from './ChatRoom';
import { ChatRules } from './ChatRules';
import { ChatSignInPrompt } from './ChatSignInPrompt';
import { useChatFeed } from './useChatFeed';
import { useStickToBottom } from './useStickToBottom';

/** Community chat: everyone reads the live room (newest at the bottom); signed-in customers post. */
export default function CommunityChatScreen() {
  const config = useBusState('shell:config')?.config ?? DEFAULT_RUNTIME_CONFIG;
  const { user, authChecked } = useUserState();
  const { messages, connected } = useChatFeed(config.realtimeDatabase);
  const scroll = useStickToBottom(messages);
  return (
    <Page title="Community chat" lead="Talk tactics and tackle with fellow anglers.">
      <ChatRules />
      <ChatRoom messages={messages} connected={connected} scroll={scroll} />
      {user ? <ChatComposer onSent={scroll.jumpToNewest} /> : <ChatSignInPrompt authChecked={authChecked} />}
    </Page>
  );
}

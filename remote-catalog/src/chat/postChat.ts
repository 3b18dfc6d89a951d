import type { ShopApi } from '@shop/shared-contracts';

export const CHAT_MESSAGE_MAX = 500;

/** The one place the room posts: store-api checks the token, length and rate, and writes to the room. */
export function postChat(api: Pick<ShopApi, 'postChatMessage'>, message: string) {
  return api.postChatMessage({ message });
}

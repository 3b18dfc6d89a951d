import type { ChatMessage } from '@shop/shared-contracts';
import { CHAT_HISTORY_LIMIT, chatTime, roomMessages } from './chatHistory';

const message = (id: number): ChatMessage => ({ id, name: 'Danny', message: `m${id}`, created_at: id });

describe('roomMessages', () => {
  it('shows each message once, in the order they were posted', () => {
    expect(roomMessages([message(1), message(3)], [message(3), message(2), message(4)]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it(`keeps the latest ${CHAT_HISTORY_LIMIT}`, () => {
    const history = Array.from({ length: CHAT_HISTORY_LIMIT }, (_, index) => message(index + 1));
    const shown = roomMessages(history, [message(CHAT_HISTORY_LIMIT + 1)]);
    expect(shown).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(shown[0]!.id).toBe(2);
    expect(shown.at(-1)!.id).toBe(CHAT_HISTORY_LIMIT + 1);
  });
});

describe('chatTime', () => {
  it('writes UK time as month name, day and year: GMT in winter, BST in summer, 12-hour with AM/PM', () => {
    expect(chatTime(Date.UTC(2026, 10, 24, 17, 10))).toBe('November 24, 2026, 5:10 PM');
    expect(chatTime(Date.UTC(2026, 6, 1, 8, 5))).toBe('July 1, 2026, 9:05 AM');
    expect(chatTime(Date.UTC(2026, 11, 31, 23, 30))).toBe('December 31, 2026, 11:30 PM');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage, ShopApi } from '@shop/shared-contracts';
import { renderScreen } from '../testing/renderScreen';
import { subscribeToChat } from './chatFeed';
import CommunityChatScreen from './CommunityChatScreen';

let mockApi: Partial<ShopApi> = {};
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));
jest.mock('./chatFeed', () => ({ subscribeToChat: jest.fn() }));

const subscribe = subscribeToChat as jest.MockedFunction<typeof subscribeToChat>;

/** 17:10 UTC on 24 November 2026 (GMT) plus `minutes`. */
const message = (id: number, text: string, minutes = 0): ChatMessage => ({
  id,
  name: 'Danny',
  message: text,
  created_at: Date.UTC(2026, 10, 24, 17, 10 + minutes),
});

let deliver: (message: ChatMessage) => void;
let stop: jest.Mock;

/** The log as a browser lays it out: 1,000 px of messages in a 300 px box, scrolled to `scrollTop`. */
function layOut(log: HTMLElement, scrollTop: number) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 300 });
  log.scrollTop = scrollTop;
}

beforeEach(() => {
  stop = jest.fn();
  subscribe.mockImplementation((_config, onMessage) => {
    deliver = (received) => act(() => onMessage(received));
    return stop;
  });
  mockApi = { getChatHistory: jest.fn(async () => [message(1, 'Tight lines all'), message(2, 'Anyone on the Trent?', 1)]) };
});
afterEach(() => jest.clearAllMocks());

describe('community chat', () => {
  it('shows the history and the live feed once each, with the time as month name, day and year', async () => {
    renderScreen(<CommunityChatScreen />);
    await screen.findByText('Anyone on the Trent?');
    // The feed sends the room's history again as it connects, then a new message.
    deliver(message(1, 'Tight lines all'));
    deliver(message(2, 'Anyone on the Trent?', 1));
    deliver(message(3, 'Carp off the top at dawn', 2));
    const shown = screen.getAllByTestId('chat-message').map((item) => item.querySelector('p')?.textContent);
    expect(shown).toEqual(['Tight lines all', 'Anyone on the Trent?', 'Carp off the top at dawn']);
    expect(screen.getAllByText('November 24, 2026, 5:12 PM')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    expect(screen.getByTestId('chat-sign-in')).toHaveTextContent('Checking your account…');
  });

  it('follows new messages at the bottom, never moves a reader who scrolled up, and counts what arrived meanwhile', async () => {
    renderScreen(<CommunityChatScreen />);
    await screen.findByText('Anyone on the Trent?');
    const log = screen.getByTestId('chat-log');

    layOut(log, 700);
    fireEvent.scroll(log);
    deliver(message(3, 'Carp off the top at dawn', 2));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();

    layOut(log, 120);
    fireEvent.scroll(log);
    deliver(message(4, 'Bream on the feeder', 3));
    expect(screen.getByRole('button', { name: '1 new message' })).toBeInTheDocument();
    deliver(message(5, 'Tench at last light', 4));
    deliver(message(5, 'Tench at last light', 4));
    expect(log.scrollTop).toBe(120);
    fireEvent.click(screen.getByRole('button', { name: '2 new messages' }));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });

  it('listens to the room while the page is open and stops when it closes', async () => {
    const page = renderScreen(<CommunityChatScreen />);
    await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    expect(stop).not.toHaveBeenCalled();
    page.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

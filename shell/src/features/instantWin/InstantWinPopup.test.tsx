import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { InstantWinNotificationSchema } from '@shop/shared-contracts';
import { InstantWinPopup } from './InstantWinPopup';
import { PopupController } from './popupController';

function renderPopup() {
  const controller = new PopupController();
  render(
    <MemoryRouter>
      <InstantWinPopup controller={controller} />
    </MemoryRouter>,
  );
  const receive = (raw: unknown) => act(() => void controller.receive(v.parse(InstantWinNotificationSchema, raw)));
  return { controller, receive };
}

describe('InstantWinPopup', () => {
  it('renders nothing while hidden', () => {
    renderPopup();
    expect(screen.queryByTestId('shell-instant-win-popup')).not.toBeInTheDocument();
  });

  it("shows the winner's first word of name, the prize, the title and the image, linking to {title}--{main_id}", () => {
    const { receive } = renderPopup();
    receive({ main_id: 104, title: 'Instant Win Tackle Frenzy', image: 'http://127.0.0.1:3100/img/104.svg', prize: '£25 Cash', user: 'Danny Fisher' });
    const popup = screen.getByTestId('shell-instant-win-popup');
    expect(popup).toHaveTextContent('Danny just won £25 Cash');
    expect(popup).not.toHaveTextContent('Fisher');
    expect(popup).toHaveTextContent('Instant Win Tackle Frenzy');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://127.0.0.1:3100/img/104.svg');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/competition/details/Instant%20Win%20Tackle%20Frenzy--104');
  });

  it('uses the fixed default first name, a trophy and the instant wins page when the notice lacks them', () => {
    const { receive } = renderPopup();
    receive({ user: '   ', prize: null, main_id: 'not-a-number', title: 42 });
    const popup = screen.getByTestId('shell-instant-win-popup');
    expect(popup).toHaveTextContent('Someone just won an instant prize');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/competitions/instant_win_comps');
  });

  it('closes with the Close button', async () => {
    const { receive } = renderPopup();
    receive({ user: 'Jo', prize: '£5 Cash', main_id: 1, title: 'Blitz' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('shell-instant-win-popup')).not.toBeInTheDocument();
  });
});

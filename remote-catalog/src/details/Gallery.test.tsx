import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../testing/renderScreen';
import { Gallery } from './Gallery';

const pictures = { title: 'Daiwa Basia 45 QD Reel Trio', image: '/main.svg', gallery: ['/side.svg', '/main.svg', '/box.svg'] };

describe("a competition's gallery", () => {
  it('shows the main picture first, fetched first and decoded with the first frame (it is the largest paint)', () => {
    renderScreen(<Gallery {...pictures} />);
    const picture = screen.getByRole('img', { name: 'Daiwa Basia 45 QD Reel Trio, picture 1 of 3' });
    expect(picture).toHaveAttribute('src', '/main.svg');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('decoding', 'sync');
  });

  it('decodes the pictures a customer moves to off the main thread, and wraps round at either end', () => {
    renderScreen(<Gallery {...pictures} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    const second = screen.getByRole('img', { name: 'Daiwa Basia 45 QD Reel Trio, picture 2 of 3' });
    expect(second).toHaveAttribute('src', '/side.svg');
    expect(second).toHaveAttribute('decoding', 'async');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next picture' }), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Daiwa Basia 45 QD Reel Trio, picture 3 of 3' })).toHaveAttribute('src', '/box.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('img', { name: 'Daiwa Basia 45 QD Reel Trio, picture 1 of 3' })).toHaveAttribute('decoding', 'sync');
  });

  it('with one picture, names it by the title alone and offers no way to move', () => {
    renderScreen(<Gallery title="Spod Mix" image="/spod.svg" gallery={[]} />);
    expect(screen.getByRole('img', { name: 'Spod Mix' })).toHaveAttribute('decoding', 'sync');
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { getBus, type Settings } from '@shop/shared-contracts';
import { competitionFixture } from '@shop/shared-contracts/src/testing/competitionFixture';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { renderScreen } from '../testing/renderScreen';
import { FreeEntryByPost } from './FreeEntryByPost';

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });
const competition = competitionFixture({ closing_date: '', closing_time: '' });

describe("a competition's free entry by post", () => {
  it("names the operator's free-entry address from the settings", () => {
    publish(settingsWithOperator());
    renderScreen(<FreeEntryByPost competition={competition} />);
    expect(screen.getByTestId('details-free-entry')).toHaveTextContent(
      "Send one entry per postcard with your name, address, phone, email, this competition's name and your answer to Angling Prizes Free Entry, PO Box 6172, Carlisle, CA1 9ZX.",
    );
  });

  it('without an address in the settings, still explains the free route and names no address', () => {
    publish(settingsWithOperator({ free_entry_address: [] }));
    renderScreen(<FreeEntryByPost competition={competition} />);
    const panel = screen.getByTestId('details-free-entry');
    expect(panel).toHaveTextContent("this competition's name and your answer.");
    expect(panel.querySelector('strong')).toBeNull();
    expect(screen.getByRole('link', { name: 'How to enter free by post' })).toBeInTheDocument();
  });
});

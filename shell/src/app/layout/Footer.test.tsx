import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BUS_GLOBAL_KEY, DEFAULT_SETTINGS, getBus, type Settings } from '@shop/shared-contracts';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { Footer } from './Footer';

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe("Footer: the operator's company", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-14T12:00:00Z') }));
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as Record<symbol, unknown>)[BUS_GLOBAL_KEY];
  });

  it('names the company the settings give', () => {
    publish(settingsWithOperator());
    renderFooter();
    expect(screen.getByTestId('footer-small-print')).toHaveTextContent(/^18\+ only\. UK residents\. Please play responsibly\. © 2026 Angling Prizes Ltd\.$/);
  });

  it('names no company before the settings arrive or when they give none', () => {
    renderFooter();
    expect(screen.getByTestId('footer-small-print')).toHaveTextContent(/^18\+ only\. UK residents\. Please play responsibly\.$/);
    act(() => publish(settingsWithOperator({ company_name: '' })));
    expect(screen.getByTestId('footer-small-print')).toHaveTextContent(/^18\+ only\. UK residents\. Please play responsibly\.$/);
    act(() => publish(settingsWithOperator({ company_name: 'Bank Side Prizes Ltd' })));
    expect(screen.getByTestId('footer-small-print')).toHaveTextContent(/^18\+ only\. UK residents\. Please play responsibly\. © 2026 Bank Side Prizes Ltd\.$/);
    act(() => publish(DEFAULT_SETTINGS));
    expect(screen.getByTestId('footer-small-print')).toHaveTextContent(/^18\+ only\. UK residents\. Please play responsibly\.$/);
  });
});

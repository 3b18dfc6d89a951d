import { act, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS, getBus, type Settings, type ShopApi } from '@shop/shared-contracts';
import { settingsWithOperator } from '@shop/shared-contracts/src/testing/operatorFixture';
import { fakeApi, renderAt, signedIn } from '../../testing/accountTestKit';
import PointsScreen from './PointsScreen';

const mockApi: ShopApi = fakeApi({ getPoints: () => Promise.resolve({ success: true, points: 46, totalLogs: 0, logs: [] }) });
jest.mock('@shop/remote-kit', () => ({ ...jest.requireActual('@shop/remote-kit'), useShopApi: () => mockApi }));

const publish = (settings: Settings) => getBus().emit({ type: 'shell:settings', settings });

/** The text between the page's heading and the balance: the points rule when the settings give one. */
async function leadUnderHeading(): Promise<string | null> {
  await screen.findByText('46');
  const heading = screen.getByRole('heading', { name: 'Points' });
  const next = heading.nextElementSibling;
  return next?.tagName === 'P' ? next.textContent : null;
}

describe('points page: the points rule', () => {
  beforeEach(() => signedIn());

  it("states the operator's rule from the settings", async () => {
    publish(settingsWithOperator());
    renderAt(<PointsScreen />, { path: '/account/points' });
    expect(await leadUnderHeading()).toBe('You earn 1 point for every whole pound you spend.');
  });

  it('states whatever rule the settings give', async () => {
    publish(settingsWithOperator({}, 'You earn 2 points for every pound you spend on a Friday.'));
    renderAt(<PointsScreen />, { path: '/account/points' });
    expect(await leadUnderHeading()).toBe('You earn 2 points for every pound you spend on a Friday.');
  });

  it('shows no rule text when the settings give none, and the balance as before', async () => {
    publish(settingsWithOperator({}, ''));
    renderAt(<PointsScreen />, { path: '/account/points' });
    expect(await leadUnderHeading()).toBeNull();
    expect(screen.queryByText(/point for every/)).toBeNull();
    act(() => publish(DEFAULT_SETTINGS));
    expect(await leadUnderHeading()).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot';
import { loadRemoteModule, reportRemoteProblem, resetRemote } from './remoteRegistry';

jest.mock('./remoteRegistry', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  reportRemoteProblem: jest.fn(),
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the spinner, then the fallback when the remote is down, and recovers on retry', async () => {
    load.mockRejectedValueOnce(new Error('remote-catalog is unavailable'));
    load.mockResolvedValueOnce({ default: ({ screen: id }: { screen: string }) => <h1>screen {id}</h1> });
    render(<RemoteSlot remote="catalog" screen="faq" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reportRemoteProblem).toHaveBeenCalledWith('catalog', 'load-failed', new Error('remote-catalog is unavailable'));
    expect(resetRemote).toHaveBeenCalledWith('catalog');
    expect(await screen.findByRole('heading', { name: 'screen faq' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering and keeps the fallback in its slot', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    load.mockResolvedValue({ default: Broken });
    render(
      <div>
        <p>rest of the shop</p>
        <RemoteSlot remote="account" screen="points" />
      </div>,
    );
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-remote', 'account');
    expect(screen.getByText('rest of the shop')).toBeInTheDocument();
    expect(reportRemoteProblem).toHaveBeenCalledWith('account', 'render-error', new Error('render failure'));
  });
});

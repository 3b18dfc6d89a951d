import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@shop/shared-contracts';
import { reportRemoteProblem } from './remoteRegistry';

interface Props {
  remote: RemoteName;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so it takes down only its own slot. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote-${this.props.remote} threw while rendering:`, error);
    reportRemoteProblem(this.props.remote, 'render-error', error);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

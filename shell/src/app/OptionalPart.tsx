import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** Named in the console when the part fails. */
  name: string;
  children: ReactNode;
}

/**
 * A lazily loaded part of the page that is not its content (the footer, the cookie notice, the
 * instant-win pop-up): while its code loads it shows nothing, and if the code cannot load or the part
 * throws, it stays away and the page around it carries on.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] the ${this.props.name} could not load:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

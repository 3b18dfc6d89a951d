import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface Props {
  /** The current path: a navigation clears the error, as the data router's errorElement did. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | null;
  pathname: string;
}

/** Catches an unexpected failure while rendering a route and shows RouteErrorPage in its place. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: { value: error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render(): ReactNode {
    return this.state.error ? <RouteErrorPage error={this.state.error.value} /> : this.props.children;
  }
}

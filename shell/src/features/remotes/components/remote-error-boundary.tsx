import { Component, type ReactNode } from 'react';

type Props = { fallback: (error: Error) => ReactNode; children: ReactNode };
type State = { error: Error | null };

/** Catches a remote that fails to load or throws while rendering; the parent remounts it to retry. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown): void {
    console.error('[remotes]', error);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

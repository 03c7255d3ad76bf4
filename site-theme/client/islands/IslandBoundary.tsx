import { Component, Fragment, type ReactNode } from 'react';

interface State {
  error: Error | undefined;
  /** Bumped by "Try again": a new key remounts the island from scratch. */
  attempt: number;
}

/**
 * Catches what an island throws while rendering and shows the crash screen (the same markup
 * as the client router's) in its place; "Try again" mounts the island anew.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return (
      <div className="crash-screen" role="alert">
        <h2>This page crashed</h2>
        <p className="crash-screen__message">{error.message}</p>
        <button
          type="button"
          className="crash-screen__retry"
          onClick={() => this.setState({ error: undefined, attempt: attempt + 1 })}
        >
          Try again
        </button>
      </div>
    );
  }
}

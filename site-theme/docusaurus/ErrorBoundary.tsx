import { Component, type ReactNode } from 'react';
import ExecutionEnvironment from './ExecutionEnvironment.ts';

interface Props {
  children?: ReactNode;
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
}

/**
 * `@docusaurus/ErrorBoundary` (packages/docusaurus/src/client/exports/ErrorBoundary.tsx): in the
 * browser, an error below shows `fallback({ error, tryAgain })`. On the server nothing is
 * caught, as in Docusaurus: an error while the page is built is reported at its place.
 */
export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  override componentDidCatch(error: Error): void {
    if (ExecutionEnvironment.canUseDOM) this.setState({ error });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) {
      const tryAgain = () => this.setState({ error: null });
      if (this.props.fallback) return this.props.fallback({ error, tryAgain });
      return (
        <div className="crash-screen" role="alert">
          <h2>This page crashed</h2>
          <p className="crash-screen__message">{error.message}</p>
          <button type="button" className="crash-screen__retry" onClick={tryAgain}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children ?? null;
  }
}

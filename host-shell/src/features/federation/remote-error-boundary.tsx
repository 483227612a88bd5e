import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  /** Names what failed in the console: a federated page's id, or the shell chunk's name. */
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  hasError: boolean;
}

/**
 * Contains a failing remote page, or a lazily loaded part of the shell (load or render), so the
 * rest of the site stays usable.
 */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  state: RemoteErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever operates the site; the visitor sees the fallback.
    console.error(`${this.props.moduleId} failed to load or render`, error, info.componentStack);
  }

  render() {
    if (this.state.hasError) {
      return <RemoteUnavailable onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}

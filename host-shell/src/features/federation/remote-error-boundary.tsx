import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface RemoteErrorBoundaryProps {
  remoteId: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  hasError: boolean;
}

/** Contains a failing remote page (load or render) so the shell around it stays usable. */
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
    console.error(`Remote page ${this.props.remoteId} failed`, error, info.componentStack);
  }

  render() {
    if (this.state.hasError) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

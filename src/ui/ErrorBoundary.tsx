import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Heading of the fallback panel (translated by the app). */
  fallbackTitle: ReactNode;
  /**
   * The panel's line for an error, in the buyer's language. Without it the error's own message shows,
   * which is English and may name a file: the app's boundaries give one.
   */
  describe?: (error: Error) => ReactNode;
  /** Retry button label. */
  retryLabel?: string;
  /** Called when the user presses retry, before children re-render (e.g. refetch). */
  onReset?: () => void;
  /** When any of these change (e.g. the route path), a shown error is cleared automatically. */
  resetKeys?: ReadonlyArray<unknown>;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

const changed = (a: ReadonlyArray<unknown> = [], b: ReadonlyArray<unknown> = []) =>
  a.length !== b.length || a.some((item, i) => !Object.is(item, b[i]));

/** One per route: a render error becomes an ErrorPanel instead of a white screen. Must be a class (React API). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(prevProps: ErrorBoundaryProps) {
    if (this.state.error && changed(prevProps.resetKeys, this.props.resetKeys)) {
      this.setState({ error: null });
    }
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPanel
        heading={this.props.fallbackTitle}
        message={this.props.describe ? this.props.describe(error) : error.message}
        actionLabel={this.props.retryLabel ?? 'Try again'}
        onAction={this.reset}
      />
    );
  }
}

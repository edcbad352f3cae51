import { Component, type ReactNode } from 'react';
import { retryFailedScreens } from './lazyScreen';

interface Props {
  children: ReactNode;
  /** What shows instead when the part's code cannot be fetched: its place, or nothing. */
  fallback: ReactNode;
  /** A new value (the path, on the next navigation) asks for the part's code again. */
  retryKey?: unknown;
}

interface State {
  failed: boolean;
}

/**
 * A secondary part of the app in its own chunk (the header's logo, language list and user name, the
 * menu items, the toasts' region, the development panel), outside any route's error boundary. When
 * its code cannot be fetched (the buyer went offline before it came, a deploy replaced the chunk), it
 * shows its place and the rest of the page stays: with no boundary, React unmounted the whole app and
 * the buyer was left with a white page. Its part is a `lazyScreen`, so the next `retryKey` imports it afresh.
 */
export class SecondaryPart extends Component<Props, State> {
  state: State = { failed: false };

  // React reports the caught error on the console itself: nothing to log here.
  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && !Object.is(previous.retryKey, this.props.retryKey)) {
      retryFailedScreens();
      this.setState({ failed: false });
    }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

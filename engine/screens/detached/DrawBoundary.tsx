import { Callout } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What is being drawn: when it changes, the next one is tried afresh. */
  drawing: unknown;
  children: ReactNode;
}

/**
 * A screen that fails to draw shows the engine's error in its place, not a blank page nor the app's error screen;
 * a corrected descriptor is drawn again at once.
 */
export class DrawBoundary extends Component<Props, { error: Error | null; drawing: unknown }> {
  state = { error: null as Error | null, drawing: this.props.drawing };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; drawing: unknown }) {
    return props.drawing === state.drawing ? null : { error: null, drawing: props.drawing };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Callout intent="danger" title="The engine cannot draw this screen">
        <pre style={{ whiteSpace: "pre-wrap", margin: 0 }}>{error.message}</pre>
      </Callout>
    );
  }
}

import { NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';

/**
 * The form view draws whatever JSON the studio holds, which may be half-typed: a shape it cannot draw says so
 * and points to the JSON view, instead of taking the studio down. The next descriptor tries again.
 */
export class FormViewBoundary extends Component<{ descriptor: unknown; children: ReactNode }, { failed: unknown }> {
  state = { failed: undefined as unknown };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { descriptor: unknown }) {
    if (this.state.failed && previous.descriptor !== this.props.descriptor) this.setState({ failed: undefined });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <NonIdealState icon="warning-sign" title="The form cannot show this descriptor" description="Part of it is not in the shape the form view knows; correct it in the JSON view, where the check names the place." />;
  }
}

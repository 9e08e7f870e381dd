import { Callout } from '@blueprintjs/core';
import type { CustomScreen } from '../model/descriptor';
import { ScreenFrame } from './frame/ScreenFrame';
import { useRegisteredComponent } from './renderer';

/** A `custom` screen: the bespoke component it names, registered by a pack, in the frame every screen has (it draws what is below the title). */
export default function BespokeScreen({ descriptor }: { descriptor: CustomScreen }) {
  const Component = useRegisteredComponent(descriptor.component, `The bespoke screen "${descriptor.component}"`);
  if (!Component) {
    return (
      <Callout intent="warning" title="Unsupported screen">
        {`The bespoke screen "${descriptor.component}" has no component in the engine: a pack registers it with its screen components.`}
      </Callout>
    );
  }
  return (
    <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      <Component descriptor={descriptor} />
    </ScreenFrame>
  );
}

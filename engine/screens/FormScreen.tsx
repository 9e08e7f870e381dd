import type { FormScreen as FormDescriptor } from '../model/descriptor';
import { useFormController } from '../form/useFormController';
import { FormView } from './FormView';
import { usePagePlace } from './frame/usePagePlace';

/** A form on its own route: /x/add/-1 creates, /x/edit/:id updates, a settings form loads by language. */
export default function FormScreen({ descriptor }: { descriptor: FormDescriptor }) {
  const controller = useFormController(descriptor);
  usePagePlace(descriptor.load?.call, descriptor.breadcrumb, descriptor.after?.backTo);
  // While a record loads it is not yet known to exist: the title waits rather than say Add first.
  const title = controller.isNew && !controller.loading && descriptor.titleNew ? descriptor.titleNew : descriptor.title;
  return <FormView form={descriptor} title={title} controller={controller} />;
}

import type { FormScreen as FormDescriptor } from '../descriptor/types';
import { useFormController } from '../form/useFormController';
import { FormView } from './FormView';

/** A form on its own route: /x/add/-1 creates, /x/edit/:id updates, a settings form loads by language. */
export default function FormScreen({ descriptor }: { descriptor: FormDescriptor }) {
  const controller = useFormController(descriptor);
  const title = controller.isNew && descriptor.titleNew ? descriptor.titleNew : descriptor.title;
  return <FormView form={descriptor} title={title} controller={controller} />;
}

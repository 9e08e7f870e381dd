import { Callout, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import type { ModalFormScreen as ModalDescriptor } from '../model/descriptor';
import { useFormController } from '../form/useFormController';
import { viewTitle } from '../form/view-title';
import { FormView } from './FormView';
import { useDescriptor } from './useDescriptor';
import type { ModalFormProps } from './renderer';

type Props = ModalFormProps;

function ModalForm({ descriptor, ...props }: Props & { descriptor: ModalDescriptor }) {
  const params = { ...Object.fromEntries(Object.entries(props.parent ?? {}).map(([k, v]) => [`parent_${k}`, String(v ?? '')])), ...props.params };
  const controller = useFormController(descriptor, {
    params,
    initial: props.initial,
    inDialog: true,
    onSaved: () => {
      props.onSaved?.();
      props.onClose();
    },
  });
  // While a record loads it is not yet known to exist: the title waits rather than say Add first.
  const title = controller.isNew && !controller.loading && descriptor.titleNew ? descriptor.titleNew : descriptor.title;
  // Closing a changed dialog asks first, like leaving a changed screen.
  const close = () => void controller.confirmLeave().then((leave) => leave && props.onClose());
  return (
    <Dialog isOpen title={controller.readOnly ? viewTitle(title) : title} onClose={close} style={{ width: 640 }}>
      <DialogBody>
        {/* Every dialog can be left by a button as well as by Escape: Cancel unless the descriptor names it otherwise. */}
        <FormView form={{ ...descriptor, after: {}, closeLabel: descriptor.closeLabel ?? 'Cancel' }} title="" controller={controller} inDialog onDialogClose={close} />
      </DialogBody>
    </Dialog>
  );
}

/** A form in a dialog, opened from a list (Add Category) or a form (Permissions). */
export default function ModalFormScreen(props: Props) {
  const { descriptor, error } = useDescriptor({ id: props.id });
  if (error) return <Callout intent="danger">{error.message}</Callout>;
  if (!descriptor) return <Spinner size={20} />;
  if (descriptor.kind !== 'modal-form') return <Callout intent="danger">{`screen "${props.id}" is a ${descriptor.kind}, not a modal-form`}</Callout>;
  return <ModalForm descriptor={descriptor} {...props} />;
}

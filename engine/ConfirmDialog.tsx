import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

/** The delete confirmation of the specification: 'Confirm your action', Yes and No. */
export function ConfirmDialog(props: { open: boolean; text?: string; onYes(): void; onNo(): void; busy?: boolean }) {
  return (
    <Dialog isOpen={props.open} title="Confirm your action" onClose={props.onNo} canOutsideClickClose={false}>
      <DialogBody>{props.text ?? 'Are you sure you want to delete this item'}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="No" onClick={props.onNo} />
            <Button text="Yes" intent="danger" loading={props.busy} onClick={props.onYes} />
          </>
        }
      />
    </Dialog>
  );
}

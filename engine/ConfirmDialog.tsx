import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The delete confirmation of the specification: 'Confirm your action', Yes and No; `children` add what the user should know first. */
export function ConfirmDialog(props: { open: boolean; text?: string; onYes(): void; onNo(): void; busy?: boolean; children?: ReactNode }) {
  const text = props.text ?? 'Are you sure you want to delete this item';
  return (
    <Dialog isOpen={props.open} title="Confirm your action" onClose={props.onNo} canOutsideClickClose={false}>
      <DialogBody>
        {props.children ? <p>{text}</p> : text}
        {props.children}
      </DialogBody>
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

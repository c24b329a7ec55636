import { Drawer, Modal, type DrawerProps, type ModalProps } from '@mantine/core';
import { useMountOnFirstOpen } from './use-mount-on-first-open';

/** Mantine's Modal, drawn only from its first opening (use-mount-on-first-open.ts says why). */
export function DeferredModal(props: ModalProps) {
  const dialog = useMountOnFirstOpen(props.opened);
  return dialog.isMounted ? <Modal {...props} opened={dialog.isOpened} /> : null;
}

/** Mantine's Drawer, drawn only from its first opening. */
export function DeferredDrawer(props: DrawerProps) {
  const dialog = useMountOnFirstOpen(props.opened);
  return dialog.isMounted ? <Drawer {...props} opened={dialog.isOpened} /> : null;
}

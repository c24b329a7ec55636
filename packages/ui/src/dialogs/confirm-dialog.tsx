import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeferredModal } from './deferred-dialogs';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and the dialog stays. */
  isPending?: boolean;
  /** Deleting and other actions that cannot be undone confirm in red. */
  isDestructive?: boolean;
};

/** Asks before an action: a dialog named by its title, cancel first so Enter is never destructive by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isPending = false,
  isDestructive = false,
}: ConfirmDialogProps) {
  return (
    <DeferredModal opened={opened} onClose={onCancel} title={title} centered radius="lg" closeOnClickOutside={!isPending} withCloseButton={!isPending}>
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button color={isDestructive ? 'red' : undefined} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}

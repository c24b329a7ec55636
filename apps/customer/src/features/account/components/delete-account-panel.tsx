import { Alert, Collapse, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useReducedMotion } from '@mantine/hooks';
import { useMe } from '@servicebay/api-client';
import { ChevronDownIcon, TrashIcon } from '@servicebay/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountForm } from './delete-account-form';

/**
 * The collapsible Delete Account panel (customer spec section 4): the form until the request is
 * sent, then the message that the account will be erased in 30 days.
 */
export function DeleteAccountPanel({ ensureMobileNumber }: { ensureMobileNumber: () => boolean }) {
  const { t } = useTranslation();
  const [isOpen, panel] = useDisclosure(false);
  const panelId = useId();
  const isRequested = useMe()?.settings.deleteRequest ?? false;
  const isMotionReduced = useReducedMotion();

  return (
    <Paper radius="lg" withBorder component="section">
      <UnstyledButton
        onClick={panel.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        p="lg"
        w="100%"
        style={{ display: 'flex', alignItems: 'center', gap: 12 }}
      >
        <span style={{ color: 'var(--mantine-color-red-text)', display: 'inline-flex' }}>
          <TrashIcon />
        </span>
        <Text fw={600} c="red" style={{ flex: 1 }}>
          {t('account.deletion.title')}
        </Text>
        <span style={{ display: 'inline-flex', transform: isOpen ? 'rotate(180deg)' : undefined, transition: isMotionReduced ? undefined : 'transform 150ms' }}>
          <ChevronDownIcon />
        </span>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Stack gap="md" px="lg" pb="lg" id={panelId}>
          {isRequested ? (
            <Alert color="orange" role="status">
              {t('account.deletion.requested')}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('account.deletion.intro')}
              </Text>
              <DeleteAccountForm ensureMobileNumber={ensureMobileNumber} />
            </>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}

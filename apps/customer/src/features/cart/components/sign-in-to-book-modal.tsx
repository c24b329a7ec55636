import { Button, Group, Stack, Text } from '@mantine/core';
import { DeferredModal } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { withReturnPath } from '../../../shared/return-path';

/**
 * A guest pressing Book Now (customer spec section 4): signing in keeps the cart (the guest becomes
 * the account, or its cart joins the account the number has) and comes back to it.
 */
export function SignInToBookModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('cart.book.signInTitle')} radius="lg" centered>
      <Stack gap="lg">
        <Text>{t('cart.book.signInBody')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cart.book.notNow')}
          </Button>
          <Button component={Link} to={withReturnPath(paths.login, paths.cart)}>
            {t('cart.book.signIn')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}

import { Button } from '@mantine/core';
import { PlusIcon, ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressCards } from '../../../features/addresses';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/my-addresses */
export function MyAddressesRoute() {
  const { t } = useTranslation();
  const back = useBack(paths.profile);
  return (
    <>
      <ScreenHeader
        title={t('addresses.title')}
        description={t('addresses.intro')}
        backLabel={t('common.back')}
        onBack={back}
        actions={
          <Button component={Link} to={paths.addAddress} leftSection={<PlusIcon size={16} />}>
            {t('addresses.add')}
          </Button>
        }
      />
      <div style={{ maxWidth: 760 }}>
        <AddressCards />
      </div>
    </>
  );
}

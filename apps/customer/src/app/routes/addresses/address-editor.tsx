import { useAddresses } from '@servicebay/api-client';
import { ScreenHeader } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddressForm } from '../../../features/addresses';
import { NotFoundPanel } from '../../../shared/not-found-panel';
import { paths } from '../../../shared/paths';
import { useBack } from '../use-back';

/** /portal/add-new-address and /portal/edit-address/:addressId: one screen, with or without an address. */
export function AddressEditorRoute() {
  const { t } = useTranslation();
  const { addressId } = useParams();
  const back = useBack(paths.myAddresses);
  // The loader has the list in the cache already.
  const addresses = useAddresses().data ?? [];
  const address = addressId ? addresses.find((saved) => saved.did === addressId) : undefined;
  const title = addressId ? t('addresses.form.editTitle') : t('addresses.form.addTitle');
  if (addressId && !address) {
    return (
      <NotFoundPanel
        heading={t('addresses.notFound.heading')}
        body={t('addresses.notFound.body')}
        backTo={paths.myAddresses}
        backLabel={t('addresses.notFound.back')}
      />
    );
  }

  return (
    <>
      <ScreenHeader title={title} backLabel={t('common.back')} onBack={back} />
      <AddressForm key={address?.did ?? 'new'} address={address} otherAddresses={addresses.filter((saved) => saved.did !== addressId)} onSaved={back} />
    </>
  );
}

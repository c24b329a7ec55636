import { Button } from '@mantine/core';
import { useDeleteVendor } from '@servicebay/api-client';
import type { TVendor } from '@servicebay/domain';
import { ConfirmDialog } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { paths } from '../../../shared/paths';

type DeleteVendorButtonProps = { workshopId: string; vendor: Pick<TVendor, 'vendorId' | 'name'> };

/**
 * Deletes a vendor entered by mistake, after asking. The API keeps one any order or inward names
 * (its documents need it), and that refusal is shown as the API words it.
 */
export function DeleteVendorButton({ workshopId, vendor }: DeleteVendorButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteVendor(workshopId);
  const [isAsking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(vendor.vendorId, {
      onSuccess: () => {
        notifySuccess(t('workshop.stock.statement.deleted', { name: vendor.name }));
        void navigate(paths.vendors(workshopId));
      },
      onError: (error) => notifyApiError(error),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        {t('workshop.stock.statement.delete')}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t('workshop.stock.statement.deleteTitle', { name: vendor.name })}
        message={t('workshop.stock.statement.deleteBody')}
        confirmLabel={t('workshop.stock.statement.delete')}
        cancelLabel={t('common.cancel')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

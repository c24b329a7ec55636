import { Button, type ButtonProps } from '@mantine/core';
import { useInvoiceUrl } from '@servicebay/api-client';
import { DocumentIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';

type InvoiceButtonProps = { bookingId: string; invoiceNumber: string } & Pick<ButtonProps, 'size' | 'variant'>;

/**
 * Invoice (customer spec sections 2 and 3, invoiceUrl): the workshop's own print of the tax invoice,
 * in a tab of its own. Its address is signed and expires, so it is asked for at the tap, never kept;
 * the tab opens at the tap (a browser lets a tap open one) and is sent there once the address comes.
 */
export function InvoiceButton({ bookingId, invoiceNumber, size = 'xs', variant = 'light' }: InvoiceButtonProps) {
  const { t } = useTranslation();
  const invoiceUrl = useInvoiceUrl();
  const open = () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    invoiceUrl.mutate(bookingId, {
      onSuccess: ({ invoiceUrl: url }) => {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        notifyApiError(error);
      },
    });
  };
  return (
    <Button
      size={size}
      radius="xl"
      variant={variant}
      leftSection={<DocumentIcon size={14} />}
      loading={invoiceUrl.isPending}
      onClick={open}
      aria-label={t('bill.invoiceOf', { number: invoiceNumber })}
    >
      {t('bill.invoice')}
    </Button>
  );
}

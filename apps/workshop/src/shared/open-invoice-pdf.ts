import { invoicePdf } from '@servicebay/api-client';
import { notifyApiError } from './notify';

/**
 * Opens an invoice's PDF in a new tab: fetched with the desk's token, shown from memory. The tab is
 * opened at the click (a popup opened after an await is blocked) and pointed at the file once it came.
 */
export async function openInvoicePdf(workshopId: string, invoiceId: string) {
  const opened = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await invoicePdf(workshopId, invoiceId));
    if (opened) opened.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    opened?.close();
    notifyApiError(error);
  }
}

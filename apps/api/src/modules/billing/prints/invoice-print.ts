import type { TInvoice } from '@servicebay/domain';
import type { PrintDocument } from '../../../platform/pdf/pdf-renderer';
import { customerHeading, partyBlock, pricedLines, printOf, saudiQr, supplierHeading, totalsOf, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

/** The invoice's title by kind and market: Saudi Arabia's simplified tax invoice goes to a customer without a VAT number. */
function titleOf(voice: PrintVoice, invoice: TInvoice): string {
  if (invoice.kind === 'proforma') return voice.say('Proforma invoice', 'فاتورة مبدئية');
  if (invoice.market === 'SA' && !invoice.recipient.taxNumber) return voice.say('Simplified tax invoice', 'فاتورة ضريبية مبسطة');
  return voice.say('Tax invoice', 'فاتورة ضريبية');
}

/**
 * An issued invoice as a print (issue 27 part 7): every particular of India's CGST Rule 46 (the
 * supplier's and recipient's name, address, GSTIN, state name and code; serial number and date;
 * HSN/SAC, description, quantity, value, taxable value, rate and amount of each tax; place of supply;
 * reverse charge; a signature line), bilingual in the Gulf, Saudi Arabia's ZATCA QR on its tax
 * invoices. It formats the issued document; it computes nothing.
 */
export function invoicePrint(voice: PrintVoice, invoice: TInvoice, issuer: PrintIssuer): PrintDocument {
  const totals = invoice.totals;
  return printOf(voice, invoice.kind === 'tax' ? 'taxInvoice' : 'proformaInvoice', titleOf(voice, invoice), issuer, {
    parties: [
      partyBlock(voice, supplierHeading(voice), invoice.supplier, invoice.taxRegime),
      partyBlock(voice, customerHeading(voice), invoice.recipient, invoice.taxRegime),
      {
        heading: voice.say('Invoice', 'الفاتورة'),
        lines: [
          `No. ${invoice.number}`,
          `Date: ${invoice.day}`,
          `Job card: ${invoice.jobCardNo}`,
          ...(invoice.placeOfSupply ? [`Place of supply: ${invoice.recipient.stateName ?? ''} (${invoice.placeOfSupply})`] : []),
          ...(invoice.taxRegime === 'GST' ? [`Reverse charge: ${invoice.isReverseCharge ? 'Yes' : 'No'}`] : []),
        ],
      },
    ],
    table: pricedLines(voice, invoice.lines, invoice.taxRegime),
    totals: totalsOf(voice, totals, invoice.currency),
    notes: invoice.kind === 'proforma' ? [voice.say('This is not a tax invoice.', 'هذه ليست فاتورة ضريبية.')] : [],
    qr: invoice.kind === 'tax' ? saudiQr(invoice.market, invoice.supplier, invoice.issuedAt, totals.grandTotal, totals.taxTotal, invoice.currency) : null,
  });
}

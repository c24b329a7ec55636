import { formatAmount, moneyLocale, zatcaQr, type TInvoice } from '@servicebay/domain';
import type { PrintCell, PrintDocument } from '../../platform/pdf/pdf-renderer';

const cell = (text: string, align?: PrintCell['align']): PrintCell => (align ? { text, align } : { text });
/** Both languages in one text, English first: the Gulf's invoices are bilingual. */
const both = (english: string, arabic: string, isBilingual: boolean) => (isBilingual ? `${english}\n${arabic}` : english);

/** The invoice's title by kind and market: Saudi Arabia's simplified tax invoice goes to a customer without a VAT number. */
function titleOf(invoice: TInvoice, isBilingual: boolean): string {
  if (invoice.kind === 'proforma') return both('Proforma invoice', 'فاتورة مبدئية', isBilingual);
  if (invoice.market === 'SA' && !invoice.recipient.taxNumber) return both('Simplified tax invoice', 'فاتورة ضريبية مبسطة', isBilingual);
  return both('Tax invoice', 'فاتورة ضريبية', isBilingual);
}

/**
 * An issued invoice as a print (issue 27 part 7): every particular of India's CGST Rule 46 (the
 * supplier's and recipient's name, address, GSTIN, state name and code; serial number and date;
 * HSN/SAC, description, quantity, value, taxable value, rate and amount of each tax; place of supply;
 * reverse charge; a signature line), bilingual in the Gulf, Saudi Arabia's ZATCA QR on its tax
 * invoices. It formats the issued document; it computes nothing.
 */
export function invoicePrint(invoice: TInvoice, logo: Uint8Array | null = null): PrintDocument {
  const isBilingual = invoice.market !== 'IN';
  const locale = moneyLocale('en', invoice.market === 'IN' ? '+91' : '+966');
  const money = (amount: number) => formatAmount(amount, invoice.currency, locale);
  const party = (party: TInvoice['supplier'], taxLabel: string) => [
    party.name,
    ...party.address,
    ...(party.phone ? [party.phone] : []),
    ...(party.taxNumber ? [`${taxLabel} ${party.taxNumber}`] : []),
    ...(party.stateCode ? [`State: ${party.stateName ?? ''} (${party.stateCode})`] : []),
  ];
  const taxLabel = invoice.taxRegime === 'GST' ? 'GSTIN' : both('VAT No.', 'الرقم الضريبي', isBilingual);
  const taxOf = (line: TInvoice['lines'][number]) =>
    line.taxTreatment === 'exempt' ? 'Exempt' : line.taxes.map((tax) => `${tax.kind} ${tax.percentage}% ${money(tax.amount)}`).join('\n');
  const totals = invoice.totals;
  const qr =
    invoice.market === 'SA' && invoice.kind === 'tax'
      ? zatcaQr({
          sellerName: invoice.supplier.name,
          vatNumber: invoice.supplier.taxNumber ?? '',
          timestamp: invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
          totalWithVat: totals.grandTotal.toFixed(2),
          vatTotal: totals.taxTotal.toFixed(2),
        })
      : null;
  return {
    kind: invoice.kind === 'tax' ? 'taxInvoice' : 'proformaInvoice',
    languages: isBilingual ? ['en', 'ar'] : ['en'],
    title: titleOf(invoice, isBilingual),
    logo,
    parties: [
      { heading: both('Supplier', 'المورد', isBilingual), lines: party(invoice.supplier, taxLabel) },
      { heading: both('Bill to', 'العميل', isBilingual), lines: party(invoice.recipient, taxLabel) },
      {
        heading: both('Invoice', 'الفاتورة', isBilingual),
        lines: [
          `No. ${invoice.number}`,
          `Date: ${invoice.day}`,
          `Job card: ${invoice.jobCardNo}`,
          ...(invoice.placeOfSupply ? [`Place of supply: ${invoice.recipient.stateName ?? ''} (${invoice.placeOfSupply})`] : []),
          ...(invoice.taxRegime === 'GST' ? [`Reverse charge: ${invoice.isReverseCharge ? 'Yes' : 'No'}`] : []),
        ],
      },
    ],
    table: {
      columns: [
        cell('#'),
        cell(both('Description', 'الوصف', isBilingual)),
        ...(invoice.taxRegime === 'GST' ? [cell('HSN/SAC')] : []),
        cell(both('Qty', 'الكمية', isBilingual), 'end'),
        cell(both('Rate', 'السعر', isBilingual), 'end'),
        cell(both('Discount', 'الخصم', isBilingual), 'end'),
        cell(both('Taxable value', 'القيمة الخاضعة للضريبة', isBilingual), 'end'),
        cell(both('Tax', 'الضريبة', isBilingual), 'end'),
        cell(both('Amount', 'المبلغ', isBilingual), 'end'),
      ],
      rows: invoice.lines.map((line, index) => [
        cell(String(index + 1)),
        cell(line.partNo ? `${line.name}\n${line.partNo}` : line.name),
        ...(invoice.taxRegime === 'GST' ? [cell(line.hsnSac ?? '')] : []),
        cell(String(line.quantity), 'end'),
        cell(money(line.unitPrice), 'end'),
        cell(line.discount > 0 ? money(line.discount) : '', 'end'),
        cell(money(line.taxableValue), 'end'),
        cell(taxOf(line), 'end'),
        cell(money(line.total), 'end'),
      ]),
    },
    totals: [
      { label: both('Parts', 'القطع', isBilingual), amount: money(totals.partsTotal) },
      { label: both('Labour', 'العمالة', isBilingual), amount: money(totals.labourTotal) },
      ...(totals.discountTotal > 0 ? [{ label: both('Discount', 'الخصم', isBilingual), amount: `- ${money(totals.discountTotal)}` }] : []),
      { label: both('Taxable value', 'المجموع قبل الضريبة', isBilingual), amount: money(totals.subtotalBeforeTax) },
      ...totals.taxes.map((tax) => ({ label: tax.kind === 'VAT' ? both('VAT', 'ضريبة القيمة المضافة', isBilingual) : tax.kind, amount: money(tax.amount) })),
      ...(totals.roundOff !== 0 ? [{ label: both('Round-off', 'التقريب', isBilingual), amount: money(totals.roundOff) }] : []),
      { label: both(`Total (${invoice.currency})`, `الإجمالي (${invoice.currency})`, isBilingual), amount: money(totals.grandTotal) },
    ],
    notes: invoice.kind === 'proforma' ? [both('This is not a tax invoice.', 'هذه ليست فاتورة ضريبية.', isBilingual)] : [],
    qr,
  };
}

import { isCurrency, minorDigitsOf, zatcaQr, type TEstimateLine, type TInvoice, type TInvoiceParty, type TJobCard, type TTaxMarket } from '@servicebay/domain';
import type { PrintCell, PrintDocument, PrintKind, PrintTable } from '../../../platform/pdf/pdf-renderer';
import type { PrintVoice } from './print-voice';

export const cell = (text: string, align?: PrintCell['align']): PrintCell => (align ? { text, align } : { text });

/** Who a print is from: the workshop's name and logo, drawn in its header (the name where there is no logo). */
export type PrintIssuer = { name: string; logo: Uint8Array | null };

type PrintBody = Partial<Pick<PrintDocument, 'parties' | 'table' | 'sections' | 'totals' | 'notes' | 'signatures' | 'qr'>>;

/**
 * Every print's frame: the header (the logo or the workshop's name, the title), then the body, and
 * at the foot the workshop's signature unless the print names its own lines to sign.
 */
export function printOf(voice: PrintVoice, kind: PrintKind, title: string, issuer: PrintIssuer, body: PrintBody): PrintDocument {
  return {
    kind,
    languages: voice.languages,
    title,
    issuer: issuer.name,
    logo: issuer.logo,
    parties: body.parties ?? [],
    table: body.table ?? { columns: [], rows: [] },
    sections: body.sections ?? [],
    totals: body.totals ?? [],
    notes: body.notes ?? [],
    signatures: body.signatures ?? [voice.say('Authorised signature', 'التوقيع المعتمد')],
    qr: body.qr ?? null,
  };
}

/** A party's block: its name first (drawn bold), then address, phone, tax number and, in India, the state. */
export function partyBlock(voice: PrintVoice, heading: string, party: TInvoiceParty, taxRegime: TInvoice['taxRegime']) {
  const taxLabel = taxRegime === 'GST' ? 'GSTIN' : voice.inline('VAT No.', 'الرقم الضريبي');
  return {
    heading,
    lines: [
      party.name,
      ...party.address,
      ...(party.phone ? [party.phone] : []),
      ...(party.taxNumber ? [`${taxLabel} ${party.taxNumber}`] : []),
      ...(party.stateCode ? [`State: ${party.stateName ?? ''} (${party.stateCode})`] : []),
    ],
  };
}

/** The job card's customer as the card names them: their name, then their mobile. */
export const cardCustomerLines = (card: Pick<TJobCard, 'customerName' | 'mobileNumber'>) => [
  card.customerName,
  ...(card.mobileNumber ? [card.mobileNumber] : []),
];
/** The vehicle in one line: its plate and what it is. */
export const vehicleLine = (card: Pick<TJobCard, 'vehicleNumber' | 'vehicleLabel'>) => [card.vehicleNumber, card.vehicleLabel].filter(Boolean).join(' · ');

export const supplierHeading = (voice: PrintVoice) => voice.say('Supplier', 'المورد');
export const customerHeading = (voice: PrintVoice) => voice.say('Bill to', 'العميل');

const APPROVAL_WORDS: Record<TEstimateLine['approval'], [string, string]> = {
  approved: ['Approved', 'موافق'],
  declined: ['Declined', 'مرفوض'],
  pending: ['Awaiting', 'بانتظار الرد'],
};
export const approvalOf = (voice: PrintVoice, line: Pick<TEstimateLine, 'approval'>) => voice.inline(...APPROVAL_WORDS[line.approval]);
export const lineDescription = (line: Pick<TEstimateLine, 'name' | 'partNo'>) => (line.partNo ? `${line.name}\n${line.partNo}` : line.name);

/**
 * The priced lines of an estimate, proforma, tax invoice or credit note: quantity, rate, discount,
 * taxable value, each tax, amount; HSN/SAC under GST; the customer's answer on an estimate.
 */
export function pricedLines(voice: PrintVoice, lines: readonly TEstimateLine[], taxRegime: TInvoice['taxRegime'], withApproval = false): PrintTable {
  const isGst = taxRegime === 'GST';
  // A discount column only where a line has one: an estimate's table has the customer's answers to fit too.
  const hasDiscount = lines.some((line) => line.discount > 0);
  const taxOf = (line: TEstimateLine) =>
    line.taxTreatment === 'exempt' ? 'Exempt' : line.taxes.map((tax) => `${tax.kind} ${tax.percentage}% ${voice.money(tax.amount)}`).join('\n');
  return {
    columns: [
      cell('#'),
      cell(voice.say('Description', 'الوصف')),
      ...(isGst ? [cell('HSN/SAC')] : []),
      cell(voice.say('Qty', 'الكمية'), 'end'),
      cell(voice.say('Rate', 'السعر'), 'end'),
      ...(hasDiscount ? [cell(voice.say('Discount', 'الخصم'), 'end')] : []),
      cell(voice.say('Taxable value', 'القيمة الخاضعة للضريبة'), 'end'),
      cell(voice.say('Tax', 'الضريبة'), 'end'),
      cell(voice.say('Amount', 'المبلغ'), 'end'),
      ...(withApproval ? [cell(voice.say('Approval', 'الموافقة'))] : []),
    ],
    rows: lines.map((line, index) => [
      cell(String(index + 1)),
      cell(lineDescription(line)),
      ...(isGst ? [cell(line.hsnSac ?? '')] : []),
      cell(String(line.quantity), 'end'),
      cell(voice.money(line.unitPrice), 'end'),
      ...(hasDiscount ? [cell(line.discount > 0 ? voice.money(line.discount) : '', 'end')] : []),
      cell(voice.money(line.taxableValue), 'end'),
      cell(taxOf(line), 'end'),
      cell(voice.money(line.total), 'end'),
      ...(withApproval ? [cell(approvalOf(voice, line))] : []),
    ]),
  };
}

/** The totals box of an estimate or invoice, as its totals were computed: parts, labour, discount, taxable value, each tax, round-off, the total. */
export function totalsOf(voice: PrintVoice, totals: TInvoice['totals'], currency: string): PrintDocument['totals'] {
  return [
    { label: voice.say('Parts', 'القطع'), amount: voice.money(totals.partsTotal) },
    { label: voice.say('Labour', 'العمالة'), amount: voice.money(totals.labourTotal) },
    ...(totals.discountTotal > 0 ? [{ label: voice.say('Discount', 'الخصم'), amount: `- ${voice.money(totals.discountTotal)}` }] : []),
    ...taxRows(voice, totals.subtotalBeforeTax, totals.taxes),
    ...(totals.roundOff !== 0 ? [{ label: voice.say('Round-off', 'التقريب'), amount: voice.money(totals.roundOff) }] : []),
    grandTotalRow(voice, totals.grandTotal, currency),
  ];
}

/** The taxable value and each tax on it. */
export function taxRows(voice: PrintVoice, taxable: number, taxes: TInvoice['totals']['taxes']): PrintDocument['totals'] {
  return [
    { label: voice.say('Taxable value', 'المجموع قبل الضريبة'), amount: voice.money(taxable) },
    ...taxes.map((tax) => ({ label: tax.kind === 'VAT' ? voice.say('VAT', 'ضريبة القيمة المضافة') : tax.kind, amount: voice.money(tax.amount) })),
  ];
}

export const grandTotalRow = (voice: PrintVoice, amount: number, currency: string) => ({
  label: voice.say(`Total (${currency})`, `الإجمالي (${currency})`),
  amount: voice.money(amount),
});

/**
 * Saudi Arabia's ZATCA QR (TLV tags 1 to 5) on a tax invoice or a credit note: the seller, its VAT
 * number, when the document was issued, its total with VAT and its VAT. Null in other markets.
 */
export function saudiQr(market: TTaxMarket, seller: TInvoiceParty, issuedAt: string, total: number, vat: number, currency: string): string | null {
  if (market !== 'SA' || !isCurrency(currency)) return null;
  const digits = minorDigitsOf(currency);
  return zatcaQr({
    sellerName: seller.name,
    vatNumber: seller.taxNumber ?? '',
    timestamp: issuedAt.replace(/\.\d{3}Z$/, 'Z'),
    totalWithVat: total.toFixed(digits),
    vatTotal: vat.toFixed(digits),
  });
}

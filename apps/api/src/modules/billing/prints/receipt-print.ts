import type { TInvoiceParty, TJobCard, TPayment, TPaymentMode } from '@servicebay/domain';
import type { PrintDocument } from '../../../platform/pdf/pdf-renderer';
import { cardCustomerLines, cell, grandTotalRow, partyBlock, printOf, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

const MODE_WORDS: Record<TPaymentMode, [string, string]> = {
  cash: ['Cash', 'نقدًا'],
  card: ['Card', 'بطاقة'],
  bankTransfer: ['Bank transfer', 'تحويل بنكي'],
  cheque: ['Cheque', 'شيك'],
  online: ['Online', 'دفع إلكتروني'],
  advance: ['Booking advance, paid online', 'دفعة مقدمة للحجز، مدفوعة إلكترونيًا'],
};

/** What a receipt is for and from whom: the invoice it pays (or the booking it secured), the workshop and the customer. */
export type ReceiptFor = {
  supplier: TInvoiceParty;
  taxRegime: 'GST' | 'VAT';
  card: Pick<TJobCard, 'jobCardNo' | 'customerName' | 'mobileNumber' | 'bookingCode'>;
  invoiceNumber: string | null;
  currency: string;
};

/** How it was paid, in one cell: the cheque, the bank, the slip's or transfer's reference. */
const referenceOf = (payment: TPayment) =>
  [payment.chequeNo ? `Cheque ${payment.chequeNo}` : null, payment.bankName, payment.reference].filter(Boolean).join('\n');

/**
 * A receipt (issue 27 part 7): cash, or bank (card, transfer, cheque, and the booking's advance paid
 * online), for one payment at the desk or for the booking's advances together; the change of cash
 * tendered. The advance carries no receipt number of the workshop's: the gateway's receipt is its
 * record, and this one names the booking.
 */
export function receiptPrint(voice: PrintVoice, payments: readonly TPayment[], receipt: ReceiptFor, issuer: PrintIssuer): PrintDocument {
  const isCash = payments.every((payment) => payment.mode === 'cash');
  const [first] = payments;
  const total = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const tendered = payments.length === 1 && first?.amountTendered !== null ? first : null;
  return printOf(
    voice,
    isCash ? 'cashReceipt' : 'bankReceipt',
    isCash ? voice.say('Cash receipt', 'إيصال استلام نقدي') : voice.say('Bank receipt', 'إيصال استلام بنكي'),
    issuer,
    {
      parties: [
        partyBlock(voice, voice.say('Workshop', 'الورشة'), receipt.supplier, receipt.taxRegime),
        { heading: voice.say('Received from', 'استلمنا من'), lines: cardCustomerLines(receipt.card) },
        {
          heading: voice.say('Receipt', 'الإيصال'),
          lines: [
            ...(first?.receiptNo ? [`No. ${first.receiptNo}`] : []),
            ...(first ? [`Date: ${first.paymentDate}`] : []),
            ...(receipt.invoiceNumber ? [`Invoice: ${receipt.invoiceNumber}`] : []),
            ...(receipt.card.bookingCode ? [`Booking: ${receipt.card.bookingCode}`] : []),
            `Job card: ${receipt.card.jobCardNo}`,
            ...(first?.receivedBy ? [`Received by: ${first.receivedBy}`] : []),
          ],
        },
      ],
      table: {
        columns: [
          cell(voice.say('Date', 'التاريخ')),
          cell(voice.say('Mode', 'طريقة الدفع')),
          cell(voice.say('Reference', 'المرجع')),
          cell(voice.say('Amount', 'المبلغ'), 'end'),
        ],
        rows: payments.map((payment) => [
          cell(payment.paymentDate),
          cell(voice.inline(...MODE_WORDS[payment.mode])),
          cell(referenceOf(payment)),
          cell(voice.money(payment.amount), 'end'),
        ]),
      },
      totals: [
        ...(tendered && tendered.amountTendered !== null && tendered.change !== null
          ? [
              { label: voice.say('Amount tendered', 'المبلغ المدفوع'), amount: voice.money(tendered.amountTendered) },
              { label: voice.say('Change', 'الباقي'), amount: voice.money(tendered.change) },
            ]
          : []),
        { ...grandTotalRow(voice, total, receipt.currency), label: voice.say(`Amount received (${receipt.currency})`, `المبلغ المستلم (${receipt.currency})`) },
      ],
      notes: [voice.say('Received with thanks.', 'استلمنا المبلغ مع الشكر.')],
    },
  );
}

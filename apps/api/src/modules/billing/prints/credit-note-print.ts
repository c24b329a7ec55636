import type { TCreditNote, TInvoice } from '@servicebay/domain';
import type { PrintDocument } from '../../../platform/pdf/pdf-renderer';
import { cell, customerHeading, grandTotalRow, partyBlock, pricedLines, printOf, saudiQr, supplierHeading, taxRows, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

/** What a note credits: the invoice's lines it names, or one row of the amount against the invoice. */
function creditedTable(voice: PrintVoice, note: TCreditNote, invoice: TInvoice) {
  if (note.basis === 'lines')
    return pricedLines(
      voice,
      invoice.lines.filter((line) => note.lineIds.includes(line.lineId)),
      invoice.taxRegime,
    );
  return {
    columns: [
      cell(voice.say('Description', 'الوصف')),
      cell(voice.say('Taxable value', 'القيمة الخاضعة للضريبة'), 'end'),
      cell(voice.say('Tax', 'الضريبة'), 'end'),
      cell(voice.say('Amount', 'المبلغ'), 'end'),
    ],
    rows: [
      [
        cell(`${voice.say('Credit against invoice', 'إشعار دائن على الفاتورة')}\n${invoice.number}`),
        cell(voice.money(note.taxable), 'end'),
        cell(voice.money(note.tax), 'end'),
        cell(voice.money(note.total), 'end'),
      ],
    ],
  };
}

/**
 * A credit note as a print (issue 27 part 7): the parties as the invoice kept them, the invoice it
 * corrects, what it credits with the tax reversed, the reason; in Saudi Arabia the ZATCA QR of the
 * note (its own total and VAT), as its tax invoices carry.
 */
export function creditNotePrint(voice: PrintVoice, note: TCreditNote, invoice: TInvoice, issuer: PrintIssuer): PrintDocument {
  return printOf(voice, 'creditNote', voice.say('Credit note', 'إشعار دائن'), issuer, {
    parties: [
      partyBlock(voice, supplierHeading(voice), invoice.supplier, invoice.taxRegime),
      partyBlock(voice, customerHeading(voice), invoice.recipient, invoice.taxRegime),
      {
        heading: voice.say('Credit note', 'الإشعار الدائن'),
        lines: [`No. ${note.number}`, `Date: ${note.day}`, `Invoice: ${invoice.number} of ${invoice.day}`, `Job card: ${note.jobCardNo}`],
      },
    ],
    table: creditedTable(voice, note, invoice),
    totals: [...taxRows(voice, note.taxable, note.taxes), grandTotalRow(voice, note.total, note.currency)],
    notes: note.reason ? [`${voice.inline('Reason', 'السبب')}: ${note.reason}`] : [],
    qr: saudiQr(invoice.market, invoice.supplier, note.issuedAt, note.total, note.tax, note.currency),
  });
}

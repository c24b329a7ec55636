import type { TEstimate, TInvoiceParty, TJobCard } from '@servicebay/domain';
import type { PrintDocument } from '../../../platform/pdf/pdf-renderer';
import { cardCustomerLines, customerHeading, partyBlock, pricedLines, printOf, supplierHeading, totalsOf, vehicleLine, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

const CHANNEL_WORDS = { app: 'in the app', link: 'through the link', counter: 'at the counter', phone: 'by phone' } as const;

/** Where the estimate stands with the customer: the version they were sent, their answer, or that it is a draft. */
function versionLines(voice: PrintVoice, sending: TEstimate['sending']): string[] {
  const [latest] = sending.versions;
  if (!latest) return [voice.say('Draft: not sent to the customer yet', 'مسودة: لم تُرسل إلى العميل بعد')];
  return [
    `Version ${latest.version}, sent ${voice.moment(latest.sentAt)}`,
    ...(latest.answeredAt && latest.answeredVia
      ? [`Answered ${voice.moment(latest.answeredAt)} ${CHANNEL_WORDS[latest.answeredVia]}${latest.answeredBy ? `, ${latest.answeredBy}` : ''}`]
      : []),
    ...(sending.needsSending ? [voice.say('Changed since it was sent', 'تغيّر منذ إرساله')] : []),
  ];
}

/**
 * The job card's estimate as it stands (issue 27 part 7): the lines, each with the customer's answer,
 * the totals of the work not declined, the version the customer was sent. Laid out as the proforma
 * is; declined work stays listed as recommended.
 */
export function estimatePrint(voice: PrintVoice, estimate: TEstimate, card: TJobCard, supplier: TInvoiceParty, issuer: PrintIssuer): PrintDocument {
  const declined = estimate.totals.declinedTotal;
  return printOf(voice, 'estimate', voice.say('Estimate', 'تقدير التكلفة'), issuer, {
    parties: [
      partyBlock(voice, supplierHeading(voice), supplier, estimate.taxRegime),
      { heading: customerHeading(voice), lines: [...cardCustomerLines(card), vehicleLine(card)] },
      {
        heading: voice.say('Estimate', 'التقدير'),
        lines: [`Job card: ${card.jobCardNo}`, `Date: ${estimate.day}`, ...versionLines(voice, estimate.sending)],
      },
    ],
    table: pricedLines(voice, estimate.lines, estimate.taxRegime, true),
    totals: totalsOf(voice, estimate.totals, estimate.currency),
    notes: [
      voice.say('An estimate, not a tax invoice: the total is of the work not declined.', 'هذا تقدير وليس فاتورة ضريبية: الإجمالي للأعمال غير المرفوضة.'),
      ...(declined > 0 ? [`${voice.inline('Declined work, kept as recommended', 'أعمال مرفوضة تبقى موصى بها')}: ${voice.money(declined)}`] : []),
    ],
  });
}

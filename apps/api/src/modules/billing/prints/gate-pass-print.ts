import type { TJobCard } from '@servicebay/domain';
import type { PrintDocument } from '../../../platform/pdf/pdf-renderer';
import { cardCustomerLines, printOf, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

/**
 * The gate pass (workshop spec section 2, 'Gate Pass print'; issue 27 part 7): the vehicle and its
 * plate, the customer, the card, when it went out and who let it out, and the lines the security and
 * the customer sign. Printed only once the card is delivered (the service refuses before).
 */
export function gatePassPrint(voice: PrintVoice, card: TJobCard, invoiceNumber: string | null, issuer: PrintIssuer): PrintDocument {
  const out = [...card.steps].reverse().find((step) => step.status === 'delivered');
  return printOf(voice, 'gatePass', voice.say('Gate pass', 'تصريح خروج'), issuer, {
    parties: [
      { heading: voice.say('Vehicle', 'المركبة'), lines: [card.vehicleNumber ?? card.vehicleLabel, ...(card.vehicleNumber ? [card.vehicleLabel] : [])] },
      { heading: voice.say('Customer', 'العميل'), lines: cardCustomerLines(card) },
      {
        heading: voice.say('Out', 'الخروج'),
        lines: [
          `Job card: ${card.jobCardNo}`,
          ...(invoiceNumber ? [`Invoice: ${invoiceNumber}`] : []),
          `Out time: ${card.outAt ? voice.moment(card.outAt) : '—'}`,
          `Let out by: ${out?.by ?? '—'}`,
        ],
      },
    ],
    signatures: [voice.say('Signature of security', 'توقيع الأمن'), voice.say("Customer's signature", 'توقيع العميل')],
  });
}

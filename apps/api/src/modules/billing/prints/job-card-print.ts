import type { TChecklist, TEstimateLine, TJobCard } from '@servicebay/domain';
import type { PrintDocument, PrintSection } from '../../../platform/pdf/pdf-renderer';
import { approvalOf, cardCustomerLines, cell, lineDescription, printOf, type PrintIssuer } from './print-pieces';
import type { PrintVoice } from './print-voice';

const SERVICE_WORDS: Record<TJobCard['serviceType'], [string, string]> = {
  periodicService: ['Periodic service', 'صيانة دورية'],
  repair: ['Repair', 'إصلاح'],
  bodyWork: ['Body work', 'أعمال الهيكل'],
  accident: ['Accident', 'حادث'],
  inspection: ['Inspection', 'فحص'],
  other: ['Other', 'أخرى'],
};

/** A list of the card's (concerns, suggestions, accessories) as a section, left out when empty. */
const listSection = (heading: string, items: readonly string[]): PrintSection[] =>
  items.length > 0 ? [{ heading, table: null, lines: items.map((item) => `• ${item}`) }] : [];

function checklistSection(voice: PrintVoice, heading: string, checklist: TChecklist): PrintSection[] {
  const state = (isOk: boolean | null) =>
    isOk === null ? voice.inline('Not checked', 'لم يُفحص') : isOk ? voice.inline('OK', 'سليم') : voice.inline('Not OK', 'غير سليم');
  return checklist.length > 0
    ? [
        {
          heading,
          table: {
            columns: [cell(voice.say('Item', 'البند')), cell(voice.say('State', 'الحالة')), cell(voice.say('Note', 'ملاحظة'))],
            rows: checklist.map((item) => [cell(item.item), cell(state(item.isOk)), cell(item.note ?? '')]),
          },
          lines: [],
        },
      ]
    : [];
}

/**
 * The job card the technician works from (issue 27 part 7): the customer and the vehicle with its
 * readings in, who works on it, the lines to do (no prices: the floor does not need them; a declined
 * line is shown as such, not to be done), the customer's concerns and the condition checklist.
 */
export function jobCardPrint(voice: PrintVoice, card: TJobCard, lines: readonly TEstimateLine[], issuer: PrintIssuer): PrintDocument {
  const reading = (label: string, value: string | null) => (value === null ? [] : [`${label}: ${value}`]);
  const km = (value: number | null) => (value === null ? null : `${value.toLocaleString('en-IN')} km`);
  return printOf(voice, 'jobCard', voice.say('Job card', 'بطاقة العمل'), issuer, {
    parties: [
      { heading: voice.say('Customer', 'العميل'), lines: [...cardCustomerLines(card), ...(card.customerNotes ? [card.customerNotes] : [])] },
      {
        heading: voice.say('Vehicle', 'المركبة'),
        lines: [
          card.vehicleNumber ?? card.vehicleLabel,
          ...(card.vehicleNumber ? [card.vehicleLabel] : []),
          ...reading('Colour', card.colour),
          ...reading('Odometer in', km(card.odometerIn)),
          ...reading('Odometer out', km(card.odometerOut)),
          ...reading('Fuel', card.fuelLevel === null ? null : `${card.fuelLevel}%`),
        ],
      },
      {
        heading: voice.say('Job card', 'بطاقة العمل'),
        lines: [
          `No. ${card.jobCardNo}`,
          voice.inline(...SERVICE_WORDS[card.serviceType]),
          ...reading('Booking', card.bookingCode),
          ...reading('In', card.inAt && voice.moment(card.inAt)),
          ...reading('Promised', card.estimatedDeliveryAt && voice.moment(card.estimatedDeliveryAt)),
          ...reading('Advisor', card.advisor?.name ?? null),
          ...reading('Technicians', card.technicians.map((person) => person.name).join(', ') || null),
        ],
      },
    ],
    table: {
      columns: [
        cell('#'),
        cell(voice.say('Work', 'العمل')),
        cell(voice.say('Kind', 'النوع')),
        cell(voice.say('Qty', 'الكمية'), 'end'),
        cell(voice.say('Approval', 'الموافقة')),
        cell(voice.say('Done', 'تم')),
      ],
      rows: lines.map((line, index) => [
        cell(String(index + 1)),
        cell(lineDescription(line)),
        cell(line.kind === 'part' ? voice.inline('Part', 'قطعة') : voice.inline('Labour', 'عمالة')),
        cell(String(line.quantity), 'end'),
        cell(approvalOf(voice, line)),
        // Left empty for the technician's tick; a declined line is not to be done.
        cell(line.approval === 'declined' ? '—' : ''),
      ]),
    },
    sections: [
      ...listSection(voice.say('Concerns', 'الشكاوى'), card.concerns),
      ...listSection(voice.say('Suggestions', 'الاقتراحات'), card.suggestions),
      ...listSection(voice.say('Accessories', 'الملحقات'), card.accessories),
      ...checklistSection(voice, voice.say('Vehicle condition checklist', 'قائمة فحص حالة المركبة'), card.checklists.condition),
    ],
    notes: card.remarks ? [card.remarks] : [],
    signatures: [voice.say('Technician', 'الفني'), voice.say('Service advisor', 'مستشار الخدمة')],
  });
}

import { Anchor, Group, List, Text, VisuallyHidden } from '@mantine/core';
import { useCardBill } from '@servicebay/api-client';
import { blankChecklist, deliveryProblems, minorOf, type TCurrency, type TDeliveryProblem, type TJobCard } from '@servicebay/domain';
import { CheckCircleIcon, WarningIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import type { Formats } from '../../../shared/formats';

type DeliveryReadinessProps = { card: TJobCard; workshopId: string; canReadBill: boolean; formats: Formats };

/** Where on the card each thing is done: the reader jumps to it. */
const SECTION_OF: Record<TDeliveryProblem, string> = {
  odometerOut: 'intake-heading',
  deliveryChecklist: 'checklists-heading',
  notInvoiced: 'invoices-heading',
  balanceDue: 'payments-heading',
};
const ORDER: readonly TDeliveryProblem[] = ['odometerOut', 'deliveryChecklist', 'notInvoiced', 'balanceDue'];

/**
 * What the vehicle still needs before it leaves (issue 27 part 5), from the same rule the server
 * applies (domain delivery-gate.ts): the odometer out, the delivery checklist, the tax invoice and the
 * balance, each ticked or linked to where it is done. A balance may still leave on the customer's
 * credit: the server weighs the limit, so the Deliver button stays for the desk to try.
 */
export function DeliveryReadiness({ card, workshopId, canReadBill, formats }: DeliveryReadinessProps) {
  const { t } = useTranslation();
  const bill = useCardBill({ workshopId, jobCardId: card.jobCardId }, canReadBill);
  const checklist = card.checklists.delivery.length > 0 ? card.checklists.delivery : blankChecklist('delivery');
  const answered = checklist.filter((item) => item.isOk !== null).length;
  const hasInvoice = card.status === 'invoice' || card.status === 'paymentPending' || (bill.data?.invoiceNumber ?? null) !== null;
  const balanceMinor = bill.data ? minorOf(bill.data.balance, bill.data.currency as TCurrency) : 0;
  const missing = deliveryProblems({ odometerOut: card.odometerOut, deliveryChecklist: checklist, hasTaxInvoice: hasInvoice, balanceMinor });
  const shown = ORDER.filter((item) => item !== 'balanceDue' || (canReadBill && hasInvoice));

  const textOf = (item: TDeliveryProblem, isDone: boolean) => {
    switch (item) {
      case 'odometerOut':
        return isDone ? t('workshop.jobCard.handover.odometerDone', { km: card.odometerOut }) : t('workshop.jobCard.handover.odometer');
      case 'deliveryChecklist':
        return t(isDone ? 'workshop.jobCard.handover.checklistDone' : 'workshop.jobCard.handover.checklist', { answered, total: checklist.length });
      case 'notInvoiced':
        if (!isDone) return t('workshop.jobCard.handover.invoice');
        // A role that does not read the bill knows the invoice is issued by the card's status, not its number.
        return bill.data?.invoiceNumber
          ? t('workshop.jobCard.handover.invoiceDone', { number: bill.data.invoiceNumber })
          : t('workshop.jobCard.handover.invoiced');
      case 'balanceDue':
        return isDone
          ? t('workshop.jobCard.handover.paidDone')
          : t('workshop.jobCard.handover.balance', { amount: formats.money(bill.data?.balance ?? 0, bill.data?.currency ?? '') });
    }
  };

  return (
    <section aria-labelledby="handover-heading">
      <Text size="sm" fw={600} id="handover-heading" mb={4}>
        {t('workshop.jobCard.handover.heading')}
      </Text>
      <List spacing={4} size="sm" center>
        {shown.map((item) => {
          const isDone = !missing.includes(item);
          return (
            <List.Item
              key={item}
              icon={
                <Text component="span" c={isDone ? 'teal.8' : 'orange.9'} display="flex" aria-hidden="true">
                  {isDone ? <CheckCircleIcon size={20} /> : <WarningIcon size={20} />}
                </Text>
              }
            >
              <Group gap={6} wrap="wrap">
                <Text size="sm" c={isDone ? 'dimmed' : undefined}>
                  <VisuallyHidden>{isDone ? t('workshop.jobCard.handover.done') : t('workshop.jobCard.handover.toDo')}</VisuallyHidden>
                  {textOf(item, isDone)}
                </Text>
                {isDone ? null : (
                  <Anchor href={`#${SECTION_OF[item]}`} size="sm">
                    {t('workshop.jobCard.handover.go')}
                  </Anchor>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}

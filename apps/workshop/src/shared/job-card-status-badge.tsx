import { Badge } from '@mantine/core';
import type { TJobCardStatus } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** One colour per stage: blue before work, orange while waiting on someone, violet at work, teal done, grey closed. */
export const STATUS_COLOURS: Record<TJobCardStatus, string> = {
  confirmed: 'blue',
  pickupScheduled: 'blue',
  pickedUp: 'blue',
  inWorkshop: 'indigo',
  estimate: 'orange',
  workInProgress: 'violet',
  sparesPending: 'orange',
  readyForDelivery: 'teal',
  invoice: 'cyan',
  paymentPending: 'orange',
  delivered: 'green',
  completed: 'green',
  estimationRejected: 'gray',
  cancelled: 'gray',
};

/** Under white text every filled shade reads above 4.5:1; Mantine's orange.9 and green.9 do not (4.3, 4.4), so those are darker. */
const PROMINENT: Partial<Record<string, string>> = { orange: '#a8400c', green: '#1b6e34' };
const prominentColour = (status: TJobCardStatus) => PROMINENT[STATUS_COLOURS[status]] ?? `${STATUS_COLOURS[status]}.9`;

/**
 * A job card's status in the spec's words. In a grid a coloured dot beside text in the text colour
 * (a light badge's tinted text reads under AA's 4.5:1); in a header a filled badge in a dark shade.
 */
export function JobCardStatusBadge({ status, isProminent = false }: { status: TJobCardStatus; isProminent?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={isProminent ? prominentColour(status) : STATUS_COLOURS[status]}
      variant={isProminent ? 'filled' : 'dot'}
      radius="sm"
      size={isProminent ? 'lg' : 'md'}
      tt="none"
      fw={isProminent ? 600 : 500}
      style={{ overflow: 'visible', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`workshop.jobCardStatuses.${status}`)}
    </Badge>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InboxScreen } from '../../features/bookings-inbox';
import { paths } from '../../shared/paths';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/bookings (area `bookings`): the inbox; accepting a booking opens its new job card. */
export function BookingsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, workshop } = useSignedIn();
  useDocumentTitle(t('workshop.inbox.heading'));
  return (
    <InboxScreen
      key={workshop.workshopId}
      me={me}
      workshop={workshop}
      onAccepted={(card) => void navigate(paths.jobCard(workshop.workshopId, card.jobCardId))}
    />
  );
}

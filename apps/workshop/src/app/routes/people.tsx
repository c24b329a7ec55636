import { useClientProfile } from '@servicebay/api-client';
import { useTranslation } from 'react-i18next';
import { PeopleScreen } from '../../features/people';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSignedIn } from '../signed-in-context';

/** /w/:workshopId/people (area `staff`; the loader sends other roles to Page Not Found). */
export function PeopleRoute() {
  const { t } = useTranslation();
  const { me, workshop } = useSignedIn();
  const { countryCode, mobileDigitCount } = useClientProfile();
  useDocumentTitle(t('workshop.people.heading'));
  return <PeopleScreen key={workshop.workshopId} me={me} workshop={workshop} brand={{ countryCode, digitCount: mobileDigitCount }} />;
}

import { Alert, Grid, Stack } from '@mantine/core';
import { ApiError, useClientProfile, useJobCard, useWorkshopTeam } from '@servicebay/api-client';
import { canAccess, isEstimateOpen, type TStaffMe } from '@servicebay/domain';
import { SectionLoader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../shared/formats';
import { apiErrorText } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { assignablePeople } from '../../../shared/team';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { CardPayments } from './card-payments';
import { EstimateSection } from './estimate/estimate-section';
import { IntakeDetails } from './intake-details';
import { JobCardHeader } from './job-card-header';
import { JobCardHistory } from './job-card-history';
import { JobCardPhotos } from './job-card-photos';
import { PlacesAndSlot } from './places-and-slot';
import { VehicleChecklists } from './vehicle-checklists';
import type { LabourLineExtra } from './estimate/estimate-lines';

type JobCardScreenProps = {
  me: TStaffMe;
  workshop: TStaffMe['workshops'][number];
  jobCardId: string;
  notFound: ReactNode;
  /** The card's parts and their issue, from the stock feature (the app composes features; one never imports another). */
  partsPanel?: ReactNode;
  /** Under each labour line of the estimate: its technician (the people area's, composed by the route). */
  labourLineExtra?: LabourLineExtra | null;
  /** The job clocks of its labour lines, from the time-clock feature. */
  clocksPanel?: ReactNode;
};

/**
 * One job card (issue 11, part 5): who and what, the moves the caller's role may make now, the
 * intake details, the places and slot of its booking and its history; live, so another desk's move
 * shows here without a reload.
 */
export function JobCardScreen({ me, workshop, jobCardId, notFound, partsPanel = null, labourLineExtra = null, clocksPanel = null }: JobCardScreenProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { countryCode, mobileDigitCount } = useClientProfile();
  const { workshopId } = workshop;
  const card = useJobCard(workshopId, jobCardId);
  const people = useWorkshopTeam(workshopId);
  useDocumentTitle(card.data ? t('workshop.jobCard.heading', { number: card.data.jobCardNo }) : t('workshop.board.heading'));

  if (card.isPending) return <SectionLoader label={t('workshop.jobCard.loading')} />;
  if (card.isError) {
    if (card.error instanceof ApiError && card.error.status === 404) return notFound;
    return (
      <Alert color="red" variant="light" role="alert">
        {apiErrorText(card.error)}
      </Alert>
    );
  }
  const job = card.data;
  const canChange = canAccess(me.role, 'jobCards', 'change');
  const assignable = assignablePeople(people.data, me, { advisor: job.advisor, technicians: job.technicians });
  return (
    <div className="job-card-screen">
      <JobCardHeader
        card={job}
        workshopId={workshopId}
        boardPath={paths.jobCards(workshopId)}
        formats={formats}
        brand={{ countryCode, digitCount: mobileDigitCount }}
        canReadBill={canAccess(me.role, 'payments', 'read')}
      />
      {canAccess(me.role, 'estimates', 'read') ? (
        <EstimateSection
          card={{ workshopId, jobCardId }}
          role={me.role}
          isClosed={!isEstimateOpen(job.status)}
          isReadyToInvoice={job.status === 'readyForDelivery'}
          labourLineExtra={labourLineExtra}
        />
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {clocksPanel}
            {partsPanel}
            <IntakeDetails card={job} workshopId={workshopId} canChange={canChange} assignable={assignable} />
            <VehicleChecklists card={{ workshopId, jobCardId }} canChange={canChange} />
            <JobCardPhotos card={job} workshopId={workshopId} canChange={canChange} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {canAccess(me.role, 'payments', 'read') ? (
              <CardPayments card={{ workshopId, jobCardId }} canTake={canAccess(me.role, 'payments', 'change')} formats={formats} />
            ) : null}
            <PlacesAndSlot card={job} formats={formats} countryCode={countryCode} />
            <JobCardHistory steps={job.steps} formats={formats} />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}

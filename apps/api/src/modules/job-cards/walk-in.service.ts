import { jobCardNoOf, normalizePlate, type TJobCard, type TWalkInJobCardBody } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { VehiclesService } from '../garage';
import type { JobCardsRepository } from './job-cards.repository';
import { jobCardChanged, type JobCardsService } from './job-cards.service';

type Deps = {
  db: Db;
  now: () => Date;
  repository: JobCardsRepository;
  jobCards: JobCardsService;
  vehicles: Pick<VehiclesService, 'get'>;
  /** The customers module: the name and number of one of the workshop's customers; null for anyone else's. */
  customerContact: (scope: { brandId: string; workshopId: string }, customerId: string) => Promise<{ name: string; mobileNumber: string | null } | null>;
};

/**
 * A job card opened at the workshop's door (workshop spec sections 2 and 4: New Job Card): one of
 * its customers with their vehicle, already in the workshop. One open card per vehicle holds here
 * too ('job card already open for vehicle'), whoever opens it and however.
 */
export function createWalkIns({ db, now, repository, jobCards, vehicles, customerContact }: Deps) {
  return {
    async open(scope: StaffScope, body: TWalkInJobCardBody): Promise<TJobCard> {
      const contact = await customerContact(scope, body.customerId);
      if (!contact) throw new AppError('resource/not-found', { field: 'customerId' });
      const vehicle = await vehicles.get({ brandId: scope.brandId, userId: body.customerId }, body.vehicleId).catch(() => null);
      if (!vehicle) throw new AppError('resource/not-found', { field: 'vehicleId' });
      const card = await db.transaction(async (tx) => {
        const number = await repository.nextNumber(scope.workshopId, tx);
        const at = now();
        const opened = await repository.insert(
          {
            brandId: scope.brandId,
            workshopId: scope.workshopId,
            jobCardNo: jobCardNoOf(number),
            customerId: body.customerId,
            vehicleId: body.vehicleId,
            status: 'inWorkshop',
            serviceType: body.serviceType ?? 'periodicService',
            customerName: contact.name,
            mobileNumber: contact.mobileNumber,
            vehicleNumber: vehicle.registrationNumber ? normalizePlate(vehicle.registrationNumber) : null,
            vehicleLabel: [vehicle.make, vehicle.model, vehicle.variant].filter(Boolean).join(' '),
            advisorId: scope.role === 'serviceAdvisor' ? scope.staffId : null,
            concerns: body.concerns ?? [],
            odometerIn: body.odometerIn ?? null,
            inAt: at,
          },
          tx,
        );
        await repository.addStep({ jobCardId: opened.id, status: 'inWorkshop', staffId: scope.staffId, remarks: null, at }, tx);
        await jobCardChanged(tx, opened);
        return opened;
      });
      return jobCards.view(scope, card);
    },
  };
}

export type WalkIns = ReturnType<typeof createWalkIns>;

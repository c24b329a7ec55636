import type { TStaffRole, TTechnicianKind } from '@servicebay/domain';
import type { TFunction } from 'i18next';

/** A role as people say it: 'Technician · Upper tech' where the kind is known. */
export function roleText(t: TFunction, role: TStaffRole, technicianKind: TTechnicianKind | null = null): string {
  const name = t(`workshop.roles.${role}.name`);
  return technicianKind ? `${name} · ${t(`workshop.technicianKinds.${technicianKind}`)}` : name;
}

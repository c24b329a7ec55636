import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useChangeWorkshopPerson, useWorkshopPeople } from '@servicebay/api-client';
import type { CountryCode, TStaffMe, TStaffMember } from '@servicebay/domain';
import { ConfirmDialog, PlusIcon, ScreenHeader, SearchIcon, SectionLoader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';
import { canManagePeople, refusalOn } from '../people-rules';
import { AddPersonDialog } from './add-person-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { PeopleTable } from './people-table';
import { PersonActions } from './person-actions';

type PeopleScreenProps = {
  me: TStaffMe;
  workshop: TStaffMe['workshops'][number];
  brand: { countryCode: CountryCode; digitCount: number };
};

/** People (area `staff`): the list for anyone who may read it; adding and changing for the owner and managers. */
export function PeopleScreen({ me, workshop, brand }: PeopleScreenProps) {
  const { t } = useTranslation();
  const people = useWorkshopPeople(workshop.workshopId);
  const change = useChangeWorkshopPerson();
  const canManage = canManagePeople(me.role);
  const [search, setSearch] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [changingRole, setChangingRole] = useState<TStaffMember | null>(null);
  const [switchingOff, setSwitchingOff] = useState<TStaffMember | null>(null);

  function setActive(person: TStaffMember, isActive: boolean) {
    change.mutate(
      { workshopId: workshop.workshopId, staffId: person.staffId, change: { isActive } },
      {
        onSuccess: (changed) => {
          notifySuccess(t(isActive ? 'workshop.people.switchedOn' : 'workshop.people.switchedOff', { name: changed.name }));
          setSwitchingOff(null);
        },
        onError: (error) => notifyApiError(error),
      },
    );
  }

  return (
    <>
      <ScreenHeader
        title={t('workshop.people.heading')}
        description={t('workshop.people.intro', { workshop: workshop.name })}
        actions={
          canManage ? (
            <Button leftSection={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
              {t('workshop.people.add')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {!canManage ? (
          <Alert color="gray" variant="light">
            {t('workshop.people.readOnly')}
          </Alert>
        ) : null}
        <Group>
          <TextInput
            aria-label={t('workshop.people.search')}
            placeholder={t('workshop.people.searchPlaceholder')}
            leftSection={<SearchIcon size={18} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
        </Group>
        {people.isPending ? (
          <SectionLoader label={t('workshop.people.loading')} />
        ) : people.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorText(people.error)}
          </Alert>
        ) : (
          <PeopleTable
            people={people.data}
            countryCode={brand.countryCode}
            search={search}
            myStaffId={me.staffId}
            actions={
              canManage
                ? (person) => (
                    <PersonActions
                      person={person}
                      refusal={refusalOn(me, person)}
                      onChangeRole={() => setChangingRole(person)}
                      onSwitchOff={() => setSwitchingOff(person)}
                      onSwitchOn={() => setActive(person, true)}
                    />
                  )
                : undefined
            }
          />
        )}
      </Stack>
      {canManage ? (
        <>
          <AddPersonDialog
            opened={isAdding}
            onClose={() => setAdding(false)}
            me={me}
            workshopId={workshop.workshopId}
            brand={brand}
            onAdded={(person) => {
              notifySuccess(t('workshop.people.addDialog.added', { name: person.name }));
              setAdding(false);
            }}
          />
          <ChangeRoleDialog person={changingRole} assigner={me.role} workshopId={workshop.workshopId} onClose={() => setChangingRole(null)} />
          <ConfirmDialog
            opened={switchingOff !== null}
            title={t('workshop.people.switchOffTitle', { name: switchingOff?.name ?? '' })}
            message={t('workshop.people.switchOffBody', { name: switchingOff?.name ?? '' })}
            confirmLabel={t('workshop.people.switchOff')}
            cancelLabel={t('common.cancel')}
            isDestructive
            isPending={change.isPending}
            onConfirm={() => switchingOff && setActive(switchingOff, false)}
            onCancel={() => setSwitchingOff(null)}
          />
        </>
      ) : null}
    </>
  );
}

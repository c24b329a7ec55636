import { ActionIcon, Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useChecklist, useSaveChecklist } from '@servicebay/api-client';
import { checklistItemName, CHECKLIST_KINDS, type TChecklist, type TChecklistKind } from '@servicebay/domain';
import { SectionLoader, TrashIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { answerOf, canAddItem, checkedCount, withAnswer, type ChecklistAnswer } from '../checklist-answers';

type CardRef = { workshopId: string; jobCardId: string };

/**
 * The vehicle condition checklist at intake and the delivery checklist at hand-back (workshop spec
 * sections 2 and 3), one tab each. Each loads on its own: when it cannot, the spec's 'Unable to
 * access Checklist' shows with a way to try again, and the rest of the card stays usable.
 */
export function VehicleChecklists({ card, canChange }: { card: CardRef; canChange: boolean }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TChecklistKind>('condition');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="checklists-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="checklists-heading">
          {t('workshop.checklists.heading')}
        </Title>
        {canChange ? null : (
          <Alert color="gray" variant="light">
            {t('workshop.checklists.readOnly')}
          </Alert>
        )}
        <Tabs value={kind} onChange={(value) => setKind((value as TChecklistKind | null) ?? 'condition')} keepMounted={false}>
          <Tabs.List>
            {CHECKLIST_KINDS.map((each) => (
              <Tabs.Tab key={each} value={each}>
                {t(`workshop.checklists.${each}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CHECKLIST_KINDS.map((each) => (
            <Tabs.Panel key={each} value={each} pt="md">
              <ChecklistPanel card={card} kind={each} canChange={canChange} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}

function ChecklistPanel({ card, kind, canChange }: { card: CardRef; kind: TChecklistKind; canChange: boolean }) {
  const { t } = useTranslation();
  const checklist = useChecklist({ ...card, kind });
  if (checklist.isPending) return <SectionLoader label={t(`workshop.checklists.${kind}`)} />;
  if (checklist.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('workshop.checklists.unavailable')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void checklist.refetch()}>
            {t('workshop.checklists.retry')}
          </Button>
        </Group>
      </Alert>
    );
  // Keyed by what was loaded: a save here or at another desk starts the editor from the saved list.
  return <ChecklistEditor key={JSON.stringify(checklist.data)} card={card} kind={kind} saved={checklist.data} canChange={canChange} />;
}

function ChecklistEditor({ card, kind, saved, canChange }: { card: CardRef; kind: TChecklistKind; saved: TChecklist; canChange: boolean }) {
  const { t } = useTranslation();
  const [items, setItems] = useState(saved);
  const [newItem, setNewItem] = useState('');
  const save = useSaveChecklist();
  const change = (index: number, patch: Partial<TChecklist[number]>) =>
    setItems((list) => list.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const canAdd = canAddItem(items, newItem);
  // The usual items in the reader's language; a workshop's own show as typed.
  const labelOf = (item: string) => {
    const name = checklistItemName(item);
    return name ? t(`workshop.checklists.items.${name}`) : item;
  };
  const add = () => {
    if (!canAdd) return;
    setItems((list) => [...list, { item: newItem.trim(), isOk: null, note: null }]);
    setNewItem('');
  };
  const submit = () =>
    save.mutate({ ...card, kind, items }, { onSuccess: () => notifySuccess(t('workshop.checklists.saved')), onError: (error) => notifyApiError(error) });

  return (
    <Stack gap="sm">
      <Badge variant="light" color={checkedCount(items) === items.length ? 'green' : 'gray'} size="lg" radius="sm">
        {t('workshop.checklists.progress', { checked: checkedCount(items), total: items.length })}
      </Badge>
      <ul className="checklist">
        {items.map((entry, index) => (
          <li key={entry.item} className="checklist__row">
            <Text fw={500} className="checklist__item">
              {labelOf(entry.item)}
            </Text>
            <SegmentedControl
              size="xs"
              className="checklist__answer"
              aria-label={t('workshop.checklists.statusLabel', { item: labelOf(entry.item) })}
              readOnly={!canChange}
              value={answerOf(entry.isOk)}
              onChange={(value) => change(index, withAnswer(value as ChecklistAnswer))}
              data={[
                { value: 'ok', label: t('workshop.checklists.ok') },
                { value: 'notOk', label: t('workshop.checklists.notOk') },
                { value: 'unchecked', label: t('workshop.checklists.notChecked') },
              ]}
              // The darkest shades: white on the answer's colour reads at 4.5:1 or more (green's do not).
              color={entry.isOk === false ? 'red.9' : entry.isOk ? 'teal.9' : 'dark.5'}
            />
            <TextInput
              size="xs"
              className="checklist__note"
              aria-label={t('workshop.checklists.noteLabel', { item: labelOf(entry.item) })}
              placeholder={t('workshop.checklists.notePlaceholder')}
              readOnly={!canChange}
              maxLength={200}
              value={entry.note ?? ''}
              onChange={(event) => change(index, { note: event.currentTarget.value || null })}
            />
            {canChange ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                className="checklist__remove"
                aria-label={t('workshop.checklists.remove', { item: labelOf(entry.item) })}
                onClick={() => setItems((list) => list.filter((_, at) => at !== index))}
              >
                <TrashIcon size={18} />
              </ActionIcon>
            ) : null}
          </li>
        ))}
      </ul>
      {canChange ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="xs" align="flex-end">
            <TextInput
              size="sm"
              label={t('workshop.checklists.addItemLabel')}
              placeholder={t('workshop.checklists.addItem')}
              maxLength={80}
              value={newItem}
              onChange={(event) => setNewItem(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="light" onClick={add} disabled={!canAdd}>
              {t('workshop.checklists.add')}
            </Button>
          </Group>
          <Button onClick={submit} loading={save.isPending}>
            {t('workshop.checklists.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

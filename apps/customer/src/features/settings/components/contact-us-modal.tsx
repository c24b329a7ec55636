import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DeferredModal } from '@servicebay/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoLink } from '../support-contact';

type ContactUsModalProps = { opened: boolean; onClose: () => void; email: string };

/** A short message to support, sent from the customer's own mail app (no mail server needed). */
export function ContactUsModal({ opened, onClose, email }: ContactUsModalProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [isMessageMissing, setMessageMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setMessageMissing(true);
      return;
    }
    window.location.href = mailtoLink(email, { subject: subject.trim(), body: message.trim() });
    onClose();
  }

  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('settings.help.contactTitle')} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('settings.help.contactIntro')}
          </Text>
          <TextInput label={t('settings.help.subject')} value={subject} onChange={(event) => setSubject(event.currentTarget.value)} maxLength={120} />
          <Textarea
            label={t('settings.help.message')}
            value={message}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setMessageMissing(false);
            }}
            error={isMessageMissing ? t('settings.help.messageRequired') : undefined}
            autosize
            minRows={4}
            maxLength={2000}
            required
          />
          <Text size="xs" c="dimmed">
            {t('settings.help.mailNote', { email })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('settings.help.send')}</Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useClientProfile } from '@servicebay/api-client';
import { DeferredModal, MailIcon, PhoneIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../shared/bidi';
import { telLink } from '../support-contact';
import { ContactUsModal } from './contact-us-modal';
import { FaqAccordion } from './faq-accordion';

/** /portal/help-and-support: FAQs, then writing to or calling the brand's support. */
export function HelpAndSupport() {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const [isContactOpen, contact] = useDisclosure(false);
  const [isCallOpen, call] = useDisclosure(false);
  const email = clientProfile.supportEmail;
  const phoneNumber = clientProfile.supportPhoneNumber;

  return (
    <Stack gap="lg" maw={760}>
      <FaqAccordion />
      <Paper p="lg" radius="lg" withBorder component="section" aria-labelledby="still-need-help">
        <Title order={2} size="h4" id="still-need-help" mb="sm">
          {t('settings.help.stillNeedHelp')}
        </Title>
        {/* Each button as wide as its words, side by side where both fit: grown to equal halves, 'Contact us' was cut at 320 px. */}
        <Group gap="sm">
          {email ? (
            <Button variant="light" leftSection={<MailIcon size={18} />} onClick={contact.open}>
              {t('settings.help.contactUs')}
            </Button>
          ) : null}
          <Button variant="light" leftSection={<PhoneIcon size={18} />} onClick={call.open}>
            {t('settings.help.callUs')}
          </Button>
        </Group>
      </Paper>

      {email ? <ContactUsModal opened={isContactOpen} onClose={contact.close} email={email} /> : null}
      <DeferredModal opened={isCallOpen} onClose={call.close} title={t('settings.help.callTitle')} centered radius="lg">
        <Stack gap="md">
          <Text size="xl" fw={700} dir="ltr" ta="center">
            {phoneNumber}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('settings.help.callBody')}
          </Text>
          {/* Stacked full width, Call first. The button says only "Call us": the number is shown just
              above, and repeated in the label it was cut on a 320 px phone; its name still says it. */}
          <Stack gap="xs">
            <Button
              component="a"
              href={telLink(phoneNumber)}
              leftSection={<PhoneIcon size={18} />}
              fullWidth
              aria-label={t('settings.help.call', { number: isolate(phoneNumber) })}
            >
              {t('settings.help.callUs')}
            </Button>
            <Button variant="default" onClick={call.close} fullWidth>
              {t('common.close')}
            </Button>
          </Stack>
        </Stack>
      </DeferredModal>
    </Stack>
  );
}

import { Accordion, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The questions of the help page, in the order a new customer meets them. */
const FAQ_TOPICS = ['booking', 'pickup', 'payment', 'documents', 'reschedule', 'account'] as const;

/** Frequently asked questions; one answer open at a time (customer spec section 2). */
export function FaqAccordion() {
  const { t } = useTranslation();
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder component="section" aria-labelledby="faq-heading">
      <Title order={2} size="h4" id="faq-heading" px="sm" pt="sm" pb="xs">
        {t('settings.help.faqHeading')}
      </Title>
      <Accordion variant="default" chevronPosition="right">
        {FAQ_TOPICS.map((topic) => (
          <Accordion.Item key={topic} value={topic}>
            <Accordion.Control>{t(`settings.help.faqs.${topic}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`settings.help.faqs.${topic}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

import { Accordion, Paper, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/**
 * The questions of the help page, in the order a new customer meets them: only about what the app
 * does today (booking, pickup and payment join with their screens).
 */
const FAQ_TOPICS = ['vehicles', 'documents', 'addresses', 'language', 'account'] as const;

/** Frequently asked questions; one answer open at a time (customer spec section 2). */
export function FaqAccordion() {
  const { t } = useTranslation();
  // A web-hub brand has no addresses (customer spec section 1).
  const topics = isWebHub(useClientProfile()) ? FAQ_TOPICS.filter((topic) => topic !== 'addresses') : FAQ_TOPICS;
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder component="section" aria-labelledby="faq-heading">
      <Title order={2} size="h4" id="faq-heading" px="sm" pt="sm" pb="xs">
        {t('settings.help.faqHeading')}
      </Title>
      <Accordion variant="default" chevronPosition="right">
        {topics.map((topic) => (
          <Accordion.Item key={topic} value={topic}>
            <Accordion.Control>{t(`settings.help.faqs.${topic}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`settings.help.faqs.${topic}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}

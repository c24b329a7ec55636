import { useClientProfile } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import { QuestionAccordion } from '../../../shared/question-accordion';

/**
 * The questions of the help page, in the order a new customer meets them: only about what the app
 * does today (booking, pickup and payment join with their screens).
 */
const FAQ_TOPICS = ['vehicles', 'documents', 'addresses', 'language', 'account'] as const;

/** Frequently asked questions of the help page. */
export function FaqAccordion() {
  const { t } = useTranslation();
  // A web-hub brand has no addresses (customer spec section 1).
  const topics = isWebHub(useClientProfile()) ? FAQ_TOPICS.filter((topic) => topic !== 'addresses') : FAQ_TOPICS;
  const questions = topics.map((topic) => ({
    id: topic,
    question: t(`settings.help.faqs.${topic}.question`),
    answer: t(`settings.help.faqs.${topic}.answer`),
  }));
  return <QuestionAccordion heading={t('settings.help.faqHeading')} questions={questions} />;
}

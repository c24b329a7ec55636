import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { ACCOUNT_ERASURE_DAYS } from '@servicebay/domain';
import { PageShell } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BrandLogo } from '../../features/brand';
import { LanguageSelect } from '../../shared/language-select';
import { paths } from '../../shared/paths';
import { isLegalPage, LEGAL_SECTIONS } from './legal-pages';
import { NotFoundRoute } from './not-found';

/**
 * Terms, privacy and about for a brand that keeps no pages of its own: its settings link here
 * (the demo brands do). Open to visitors, in the brand's header and the chosen language.
 */
export function LegalRoute() {
  const { page } = useParams();
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  if (!isLegalPage(page)) return <NotFoundRoute />;
  const values = { brand: clientProfile.tabName, days: ACCOUNT_ERASURE_DAYS };
  return (
    <PageShell brand={<BrandLogo />} actions={<LanguageSelect />}>
      <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t(`legal.${page}.title`, values)}
            </Title>
            <Text mt="xs">{t(`legal.${page}.intro`, values)}</Text>
          </div>
          {LEGAL_SECTIONS[page].map((section) => (
            <section key={section}>
              <Title order={2} size="h4">
                {t(`legal.${page}.${section}.heading` as 'legal.terms.account.heading', values)}
              </Title>
              <Text mt={4}>{t(`legal.${page}.${section}.body` as 'legal.terms.account.body', values)}</Text>
            </section>
          ))}
          <section>
            <Title order={2} size="h4">
              {t('legal.contactHeading')}
            </Title>
            {/* To Help and support: the brand's answers, its mail form and its number in one place. A link
                beside the sentence, not inside it: react-i18next's Trans adds 4 KB to the sign-in download. */}
            <Text mt={4}>{t('legal.contactBody')}</Text>
            <Anchor component={Link} to={paths.helpAndSupport} underline="always" display="inline-block" mt={4}>
              {t('settings.helpAndSupport')}
            </Anchor>
          </section>
        </Stack>
      </Paper>
    </PageShell>
  );
}

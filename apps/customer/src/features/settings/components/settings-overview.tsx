import { Paper, Stack } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { LANGUAGES, useLocale } from '@servicebay/i18n';
import { DocumentIcon, HelpIcon, LanguageIcon, MenuLink } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { NotificationSwitches } from './notification-switches';

/** /portal/settings: help, the brand's about, terms and privacy pages, languages and notifications; `children` follow them (the account's deletion panel). */
export function SettingsOverview({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const clientProfile = useClientProfile();
  const { language } = useLocale();
  return (
    <Stack gap="lg" maw={760}>
      <Paper p="xs" radius="lg" withBorder component="nav" aria-label={t('settings.title')}>
        <MenuLink
          label={t('settings.helpAndSupport')}
          description={t('settings.helpAndSupportHint')}
          icon={<HelpIcon />}
          renderRoot={(props) => <Link to={paths.helpAndSupport} {...props} />}
        />
        {/* The brand's own pages, only those its settings name: never a link to nowhere. */}
        {clientProfile.aboutLink ? (
          <MenuLink
            label={t('settings.about', { brand: clientProfile.ClientName })}
            description={t('settings.aboutHint')}
            icon={<img src={clientProfile.customerIcon} alt="" width={20} height={20} />}
            href={clientProfile.aboutLink}
          />
        ) : null}
        {clientProfile.termAndConditionLink ? (
          <MenuLink label={t('signIn.termsLink')} icon={<DocumentIcon />} href={clientProfile.termAndConditionLink} />
        ) : null}
        {clientProfile.privacyPolicyLInk ? <MenuLink label={t('signIn.privacyLink')} icon={<DocumentIcon />} href={clientProfile.privacyPolicyLInk} /> : null}
        <MenuLink
          label={t('settings.languages')}
          description={LANGUAGES.find((option) => option.code === language)?.label}
          icon={<LanguageIcon />}
          renderRoot={(props) => <Link to={paths.languages} {...props} />}
        />
      </Paper>
      <NotificationSwitches />
      {children}
    </Stack>
  );
}

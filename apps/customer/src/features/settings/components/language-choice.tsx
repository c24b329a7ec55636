import { Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useUpdateSettings } from '@servicebay/api-client';
import { LANGUAGES, isLanguage, setLocale, useLocale } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

/** /portal/languages: English or Arabic; the choice is saved to the customer's settings. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const { language } = useLocale();
  const update = useUpdateSettings();

  async function choose(code: string) {
    // The spec changes the language only when it differs from the current one.
    if (!isLanguage(code) || code === language) return;
    await setLocale(code);
    // Said in the new language: `t` of this render still speaks the old one.
    update.mutate({ language: code }, { onSuccess: () => notifySuccess(i18n.t('settings.languageChoice.saved')), onError: (error) => notifyApiError(error) });
  }

  return (
    <Paper p="md" radius="lg" withBorder maw={560}>
      <Radio.Group value={language} onChange={(code) => void choose(code)} label={t('settings.languageChoice.intro')}>
        <Stack gap="sm" mt="sm">
          {LANGUAGES.map((option) => (
            <Radio.Card key={option.code} value={option.code} p="md" radius="md">
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <Text fw={600} lang={option.code}>
                  {option.label}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}

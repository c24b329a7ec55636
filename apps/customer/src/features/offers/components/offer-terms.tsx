import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An offer's terms and conditions as a numbered list (customer spec section 2). */
export function OfferTerms({ terms }: { terms: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="section" aria-labelledby="offer-terms">
      <Title order={3} size="h5" id="offer-terms">
        {t('offers.details.terms')}
      </Title>
      {terms.length === 0 ? (
        <Text c="dimmed">{t('offers.details.noTerms')}</Text>
      ) : (
        <Stack component="ol" gap={6} m={0} style={{ paddingInlineStart: '1.25rem' }}>
          {terms.map((term) => (
            <Text component="li" key={term}>
              {term}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

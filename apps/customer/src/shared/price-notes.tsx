import { Text, type TextProps } from '@mantine/core';
import { useClientProfile } from '@servicebay/api-client';
import { taxIncludedIn } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';

/** 'incl. GST' in India, 'incl. VAT' in the Gulf: the tax the brand's prices include, as its market names it; none elsewhere. */
export function useTaxIncluded(): string | null {
  const { t } = useTranslation();
  const regime = taxIncludedIn(useClientProfile().countryCode);
  return regime ? t(`services.price.taxIncluded.${regime}`) : null;
}

/** The tax note beside a price (issue 27: prices say the tax they include); a span, so it may sit inside a paragraph. */
export function TaxIncluded(props: TextProps) {
  const text = useTaxIncluded();
  return text ? (
    <Text component="span" display="block" size="xs" c="dimmed" {...props}>
      {text}
    </Text>
  ) : null;
}

/**
 * 'With 0W-20 fully synthetic and Wiper blades replacement': the add-ons a shown price includes,
 * joined as the reader's language joins a list; nothing when none is chosen.
 */
export function AddOnsIncluded({ names, ...props }: { names: readonly string[] } & TextProps) {
  const { t, i18n } = useTranslation();
  if (names.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(names);
  return (
    <Text component="span" display="block" size="xs" c="dimmed" {...props}>
      {t('services.price.withAddOns', { names: list })}
    </Text>
  );
}

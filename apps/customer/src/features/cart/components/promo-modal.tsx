import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { fieldIssueOf, useApplyOfferCode, useOffers } from '@servicebay/api-client';
import { useIssueText } from '@servicebay/i18n';
import { DeferredModal, SectionLoader, useDomainForm } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';
import { promoCodeRules } from '../promo-code';
import { OfferCard } from './offer-card';

type PromoModalProps = { opened: boolean; onClose: () => void };

/**
 * The promo codes (customer spec section 2): a field for a code, then the brand's offers, those
 * running with Apply, the expired ones greyed. A code the server refuses is said at the field
 * ('Please enter valid offer code', 'Code Expired').
 */
export function PromoModal({ opened, onClose }: PromoModalProps) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('cart.promo.title')} radius="lg" size="lg">
      <PromoCodes onApplied={onClose} />
    </DeferredModal>
  );
}

function PromoCodes({ onApplied }: { onApplied: () => void }) {
  const { t, i18n } = useTranslation();
  const offers = useOffers(i18n.language);
  const apply = useApplyOfferCode();
  const form = useDomainForm({ initialValues: { offerCode: '' }, issueText: useIssueText(), ...promoCodeRules });

  const send = (offerCode: string) =>
    apply.mutate(offerCode, {
      onSuccess: (cart) => {
        notifySuccess(t('cart.coupon.appliedToast', { code: cart.offerCode ?? offerCode }));
        onApplied();
      },
      onError: (error) => {
        const atField = fieldIssueOf(error, (field) => (field === 'offerCode' ? field : undefined));
        if (atField) form.showIssue(atField.field, atField.issue);
        else notifyApiError(error);
      },
    });

  const available = offers.data?.filter((offer) => offer.section !== 'expired') ?? [];
  const expired = offers.data?.filter((offer) => offer.section === 'expired') ?? [];

  return (
    <Stack gap="lg">
      <form onSubmit={form.submit(({ offerCode }) => offerCode && send(offerCode))} noValidate>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('cart.promo.codeLabel')}
            placeholder={t('cart.promo.codePlaceholder')}
            {...form.getInputProps('offerCode')}
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={apply.isPending}>
            {t('cart.promo.apply')}
          </Button>
        </Group>
      </form>

      {offers.isPending ? <SectionLoader label={t('app.loading')} py="md" /> : null}
      {offers.isError ? (
        <Alert color="red" title={t('common.loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void offers.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {offers.data ? (
        <>
          <Stack gap="sm" component="section" aria-labelledby="promo-available">
            <Title order={3} size="h5" id="promo-available">
              {t('cart.promo.available')}
            </Title>
            {available.length === 0 ? <Alert color="gray">{t('cart.promo.noAvailable')}</Alert> : null}
            {available.map((offer) => (
              <OfferCard
                key={offer.offerId}
                offer={offer}
                isApplying={apply.isPending && apply.variables === offer.offerCode}
                onApply={() => {
                  form.setFieldValue('offerCode', offer.offerCode);
                  send(offer.offerCode);
                }}
              />
            ))}
          </Stack>
          {expired.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="promo-expired">
              <Title order={3} size="h5" id="promo-expired">
                {t('cart.promo.expired')}
              </Title>
              {expired.map((offer) => (
                <OfferCard key={offer.offerId} offer={offer} />
              ))}
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError, useArticles, useCart, useFaqs, useServiceDetails } from '@servicebay/api-client';
import { isPillTag, type TCartItem, type TServiceDetails } from '@servicebay/domain';
import { ScreenHeader } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/not-found-panel';
import { paths } from '../../../shared/paths';
import { QuestionAccordion } from '../../../shared/question-accordion';
import { useServicePricing } from '../../../shared/use-service-pricing';
import { initialAddOns, toggleAddOn } from '../add-on-choice';
import { AddOnPicker } from './add-on-picker';
import { ArticleLinks } from './article-links';
import { ServiceDetailsFooter } from './service-details-footer';
import { ServiceImage } from './service-card';

/**
 * /portal/service_details/:serviceId: what the service covers, its add-ons, questions and
 * articles, and the footer with the estimated cost that puts it in the cart (customer spec section 2).
 */
export function ServiceDetails({ serviceId, workshopId, onBack }: { serviceId: string; workshopId?: string; onBack: () => void }) {
  const { t } = useTranslation();
  const pricing = useServicePricing();
  const cart = useCart();
  // Priced where it will be bought: the workshop whose menu opened it, else the cart's (a published workshop has its own prices).
  const pricedAt = workshopId ?? cart.data?.workshopId ?? undefined;
  const details = useServiceDetails(serviceId, { ...pricing.query, workshopId: pricedAt }, pricing.isReady && !cart.isPending);
  const header = (
    <ScreenHeader title={details.data?.service.displayName ?? t('services.details.heading')} backLabel={t('services.details.back')} onBack={onBack} />
  );

  if (details.error instanceof ApiError && details.error.code === 'resource/not-found') {
    return (
      <NotFoundPanel
        heading={t('services.details.notFound')}
        body={t('services.details.notFoundBody')}
        backTo={paths.bookService}
        backLabel={t('services.details.back')}
      />
    );
  }
  if (!details.data || cart.isPending) {
    return (
      <>
        {header}
        <Stack gap="md" aria-busy>
          <Skeleton h={120} radius="lg" />
          <Skeleton h={180} radius="lg" />
        </Stack>
      </>
    );
  }
  const inCart = cart.data?.items.find((item) => item.serviceId === serviceId);
  return (
    <>
      {header}
      <LoadedServiceDetails key={`${serviceId}:${inCart?.cartItemId ?? ''}`} details={details.data} cartItem={inCart} workshopId={workshopId} />
    </>
  );
}

function LoadedServiceDetails({ details, cartItem, workshopId }: { details: TServiceDetails; cartItem: TCartItem | undefined; workshopId?: string }) {
  const { t } = useTranslation();
  const { service, pricing, addOnSections } = details;
  const [selected, setSelected] = useState(() => initialAddOns(addOnSections, cartItem?.addOnsSelected));
  const faqs = useFaqs(service.faqListId).data ?? [];
  const articles = useArticles(service.articleListId).data ?? [];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ServiceImage url={service.imageUrl} size={96} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text dir="auto">{service.shortDescription}</Text>
            <Group gap={6}>
              {service.promotionalText ? (
                <Badge variant="light" color="green" c="dark.8" tt="none">
                  {service.promotionalText}
                </Badge>
              ) : null}
              {service.displayTags.filter(isPillTag).map((tag) => (
                <Badge key={tag} variant="default" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
      </Paper>
      {addOnSections.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="add-ons-heading">
          <Title order={2} size="h4" id="add-ons-heading">
            {t('services.details.addOns')}
          </Title>
          <AddOnPicker
            sections={addOnSections}
            selected={selected}
            onToggle={(addOnId) => setSelected((current) => toggleAddOn(addOnSections, current, addOnId))}
            currency={pricing?.currency ?? null}
          />
        </Stack>
      ) : null}
      {faqs.length > 0 ? (
        <QuestionAccordion
          heading={t('services.details.faqs')}
          questions={faqs.map((faq) => ({ id: faq.faqId, question: faq.question, answer: faq.answer }))}
        />
      ) : null}
      <ArticleLinks heading={t('services.details.articles')} articles={articles} />
      <ServiceDetailsFooter details={details} selected={selected} cartItem={cartItem} workshopId={workshopId} />
    </Stack>
  );
}

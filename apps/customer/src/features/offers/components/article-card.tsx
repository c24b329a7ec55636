import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TArticle } from '@servicebay/domain';
import { ExternalLinkIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { cardPaint } from '../card-paint';
import './offer-cards.css';

/**
 * An article in the dashboard's row: its colour, title and summary; the whole card opens the
 * article's page in a new tab, without giving that page a hold on this one (noopener).
 */
export function ArticleCard({ article }: { article: TArticle }) {
  const { t } = useTranslation();
  const paint = cardPaint(article.displayColor);
  return (
    <Paper
      component="a"
      href={article.webpageUrl}
      target="_blank"
      rel="noopener noreferrer"
      radius="lg"
      p="md"
      shadow="xs"
      className="offer-card"
      style={{ background: paint.background, color: paint.ink, minBlockSize: 184, textDecoration: 'none', display: 'block' }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="white" color="dark" size="sm" radius="sm">
            {t('offers.slider.article')}
          </Badge>
          <ExternalLinkIcon size={18} />
        </Group>
        <Text fw={800} fz="lg" lh={1.2} c="inherit" className="two-line-clamp">
          {article.title}
        </Text>
        <Text size="sm" c="inherit" className="two-line-clamp">
          {article.shortDescription}
        </Text>
        <VisuallyHidden>{t('offers.slider.opensNewTab')}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}

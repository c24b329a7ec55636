import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TArticle } from '@servicebay/domain';
import { ExternalLinkIcon } from '@servicebay/ui';
import { useId } from 'react';

/** A service's articles: each opens its page in a new tab (customer spec section 2). */
export function ArticleLinks({ heading, articles }: { heading: string; articles: readonly TArticle[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {heading}
      </Title>
      <Stack gap="sm">
        {articles.map((article) => (
          <Anchor
            key={article.articleId}
            href={article.webpageUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="never"
            className="article-link"
            style={{ borderInlineStart: `4px solid ${article.displayColor}` }}
          >
            <Text fw={600} dir="auto" c="var(--mantine-color-text)">
              {article.title} <ExternalLinkIcon size={14} />
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
              {article.shortDescription}
            </Text>
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}

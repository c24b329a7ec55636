import { Text } from '@mantine/core';
import { PageShell } from '@servicebay/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../shared/language-select';

/** The signed-out frame: product name and language picker over the page. */
export function WorkshopShell() {
  const { t } = useTranslation();
  const productName = t('workshop.productName');
  useEffect(() => {
    document.title = productName;
  }, [productName]);

  return (
    <PageShell
      brand={
        <Text fw={700} size="lg" c="var(--brand-primary)">
          {productName}
        </Text>
      }
      actions={<LanguageSelect />}
    >
      <Outlet />
    </PageShell>
  );
}

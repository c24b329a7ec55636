import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the screen's, then the product's, in the reader's language. */
export function useDocumentTitle(screen: string | null): void {
  const { t } = useTranslation();
  const product = t('workshop.productName');
  useEffect(() => {
    document.title = screen ? `${screen} · ${product}` : product;
  }, [screen, product]);
}

import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { staffPdf } from '@servicebay/api-client';
import { DocumentIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify';

type PrintButtonProps = Pick<ButtonProps, 'variant' | 'size'> & {
  /** The print's API path (printPaths). */
  path: string;
  label: string;
  /** Said to a screen reader after the label, to tell one of several apart ('Receipt' of which payment). */
  of?: string;
};

/**
 * Opens one of the workshop's prints in a new tab: fetched with the desk's token, shown from memory,
 * in the desk's language first where the market prints two. The tab is opened at the click, so a
 * browser does not take it for a pop-up.
 */
export function PrintButton({ path, label, of, variant = 'light', size = 'compact-sm' }: PrintButtonProps) {
  const { i18n } = useTranslation();
  const open = async () => {
    const opened = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await staffPdf(path, i18n.language === 'ar' ? 'ar' : 'en'));
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      opened?.close();
      notifyApiError(error);
    }
  };
  return (
    <Button variant={variant} size={size} leftSection={<DocumentIcon size={16} />} onClick={() => void open()}>
      {label}
      {of ? <VisuallyHidden> {of}</VisuallyHidden> : null}
    </Button>
  );
}

import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { DocumentIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { openPrint, printLanguageOf } from '../../../shared/open-print';

type PrintButtonProps = Pick<ButtonProps, 'variant' | 'size'> & {
  /** The print's API path (printPaths). */
  path: string;
  label: string;
  /** Said to a screen reader after the label, to tell one of several apart ('Receipt' of which payment). */
  of?: string;
};

/** A button that opens one of the workshop's prints in a new tab (open-print.ts). */
export function PrintButton({ path, label, of, variant = 'light', size = 'compact-sm' }: PrintButtonProps) {
  const { i18n } = useTranslation();
  return (
    <Button
      variant={variant}
      size={size}
      leftSection={<DocumentIcon size={16} />}
      // Beside text in a narrow column (the card's side panel), the text wraps and the button keeps its label whole.
      style={{ flexShrink: 0 }}
      onClick={() => void openPrint(path, printLanguageOf(i18n.language))}
    >
      {label}
      {of ? <VisuallyHidden> {of}</VisuallyHidden> : null}
    </Button>
  );
}

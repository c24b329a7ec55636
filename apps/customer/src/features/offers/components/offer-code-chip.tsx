import { Button, Text, VisuallyHidden } from '@mantine/core';
import { CheckCircleIcon, CopyIcon } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { useCopyCode } from '../hooks/use-copy-code';

type OfferCodeChipProps = {
  code: string;
  /** The card's text colour: the dashed edge and the code take it. */
  ink: string;
  /** An expired code cannot be applied: shown, not offered for copying. */
  canCopy: boolean;
  size?: 'sm' | 'md';
};

/** An offer's code as a dashed coupon chip, with a Copy button that says when it has copied. */
export function OfferCodeChip({ code, ink, canCopy, size = 'sm' }: OfferCodeChipProps) {
  const { t } = useTranslation();
  const { copiedCode, copy } = useCopyCode();
  const isCopied = copiedCode === code;
  return (
    <span className={`offer-code offer-card__above${canCopy ? '' : ' offer-code--bare'}`} style={{ color: ink }}>
      <VisuallyHidden>{t('offers.code.label')}</VisuallyHidden>
      {/* Codes are Latin letters and digits: kept left to right inside Arabic text. */}
      <Text component="bdi" dir="ltr" className="offer-code__text" size={size === 'md' ? 'lg' : 'sm'} c="inherit">
        {code}
      </Text>
      {canCopy ? (
        <Button
          size={size === 'md' ? 'compact-md' : 'compact-sm'}
          variant="white"
          color="dark"
          radius="sm"
          leftSection={isCopied ? <CheckCircleIcon size={14} /> : <CopyIcon size={14} />}
          aria-label={isCopied ? t('offers.code.copied') : t('offers.code.copyLabel', { code })}
          onClick={() => copy(code)}
        >
          {isCopied ? t('offers.code.copied') : t('offers.code.copy')}
        </Button>
      ) : null}
    </span>
  );
}

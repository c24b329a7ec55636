import { Badge, Text } from '@mantine/core';
import type { TCustomerEstimate } from '@servicebay/domain';
import { useTranslation } from 'react-i18next';
import type { TLineChoice } from '../estimate-bill';
import { ApproveIcon, DeclineIcon } from './answer-icons';

type TLine = TCustomerEstimate['lines'][number];

type EstimateLineItemProps = {
  line: TLine;
  /** The answer shown: chosen now, or the line's own; undefined while none is. */
  choice: TLineChoice | undefined;
  /** Null once the estimate cannot be answered: the answer shows as a badge. */
  onChoose: ((choice: TLineChoice) => void) | null;
  isDisabled: boolean;
  money: (amount: number) => string;
  number: (value: number) => string;
};

/** Light badges whose text reads above 4.5:1 on their tint. */
const BADGE = {
  approved: { color: 'green', c: '#1f6e30' },
  declined: { color: 'red', c: '#9b1c1c' },
  pending: { color: 'gray', c: 'gray.8' },
} as const;

/**
 * One line of the estimate as a card: its name, quantity times price, tax and total, and the
 * customer's answer as a two-option toggle (native radios: arrow keys move between them, a screen
 * reader names the group by the line). Declined, it stays in view as recommended work, struck through.
 */
export function EstimateLineItem({ line, choice, onChoose, isDisabled, money, number }: EstimateLineItemProps) {
  const { t } = useTranslation();
  const answer = choice ?? 'pending';
  const isDeclined = answer === 'declined';
  return (
    <li className="estimate-line" data-answer={answer} aria-label={line.name}>
      <div className="estimate-line-head">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" className="estimate-line-struck" style={{ overflowWrap: 'anywhere' }} dir="auto">
            {line.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`estimates.kinds.${line.kind}`)} · {t('estimates.quantityPrice', { quantity: number(line.quantity), price: money(line.unitPrice) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('estimates.tax', { percent: number(line.taxPercentage), amount: money(line.tax) })}
            {line.discount > 0 ? ` · ${t('estimates.discount', { amount: money(line.discount) })}` : null}
          </Text>
          {isDeclined ? (
            <Text size="xs" fw={600} className="estimate-recommended" mt={2}>
              {t('estimates.recommended')}
            </Text>
          ) : null}
        </div>
        <Text fw={700} size="sm" className="estimate-line-struck" style={{ whiteSpace: 'nowrap' }}>
          {money(line.total)}
        </Text>
      </div>
      {onChoose ? (
        <fieldset className="estimate-toggle" disabled={isDisabled}>
          <legend>{t('estimates.answerFor', { name: line.name })}</legend>
          <Choice name={line.lineId} value="approved" checked={choice === 'approved'} onChoose={onChoose} label={t('estimates.approve')} />
          <Choice name={line.lineId} value="declined" checked={choice === 'declined'} onChoose={onChoose} label={t('estimates.decline')} />
        </fieldset>
      ) : (
        <Badge variant="light" radius="sm" color={BADGE[answer].color} c={BADGE[answer].c} style={{ justifySelf: 'start' }}>
          {t(`estimates.${answer}`)}
        </Badge>
      )}
    </li>
  );
}

function Choice({
  name,
  value,
  checked,
  onChoose,
  label,
}: {
  name: string;
  value: TLineChoice;
  checked: boolean;
  onChoose: (choice: TLineChoice) => void;
  label: string;
}) {
  return (
    <label className="estimate-choice">
      <input type="radio" name={`estimate-line-${name}`} value={value} checked={checked} onChange={() => onChoose(value)} />
      <span data-choice={value}>
        {value === 'approved' ? <ApproveIcon /> : <DeclineIcon />}
        {label}
      </span>
    </label>
  );
}

import { Button, Group, Input, Paper, Text, TextInput } from '@mantine/core';
import { useApplyReferralCode } from '@servicebay/api-client';
import { REFERRAL_BOOKING_WINDOW_DAYS } from '@servicebay/domain';
import { CheckCircleIcon } from '@servicebay/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifySuccess, notifyWarning } from '../../../shared/notify';
import { aroundValue, checkReferralCode, type ReferralCodeRule } from '../referral-code';
import '../../../shared/sticky-footer.css';

/**
 * The bottom bar (customer spec section 2): a field and Apply for a friend's code, or, once one is
 * applied, a card naming the code the customer joined with. On a phone the bar sticks to the bottom
 * of the screen and rests at the end of the content, so nothing is out of reach under it; the
 * focused field scrolls into view above the keyboard with it. A desktop shows it as the last card.
 */
export function ApplyCodeBar({ appliedCode }: { appliedCode: string | null }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [brokenRule, setBrokenRule] = useState<ReferralCodeRule | null>(null);
  const apply = useApplyReferralCode();
  const fieldId = useId();

  if (appliedCode) {
    const joined = aroundValue((code) => t('referral.apply.joined', { code }));
    return (
      // Nothing left to type: a card in its place, not a bar over the content.
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <span className="referral-bar__done">
            <CheckCircleIcon size={22} />
          </span>
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>
              {joined.before}
              <bdi dir="ltr" className="referral-bar__code">
                {appliedCode}
              </bdi>
              {joined.after}
            </Text>
            <Text size="sm" c="dimmed">
              {t('referral.apply.joinedNote', { days: REFERRAL_BOOKING_WINDOW_DAYS })}
            </Text>
          </div>
        </Group>
      </Paper>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkReferralCode(typed);
    if (!check.isValid) return setBrokenRule(check.rule);
    apply.mutate(check.code, {
      onSuccess: () => {
        setTyped('');
        // Spec section 8: the confirmation shows once the field has cleared.
        window.requestAnimationFrame(() => notifySuccess(t('referral.apply.applied')));
      },
      // Spec section 8: the server's refusal is a warning toast, in the customer's language.
      onError: (error) => notifyWarning(apiErrorText(error)),
    });
  };

  return (
    <form className="sticky-footer referral-bar" aria-label={t('referral.apply.region')} onSubmit={submit} noValidate>
      {/* Above the field and the button together, so a long label does not push Apply out of line. */}
      <Input.Label htmlFor={fieldId} mb={4}>
        {t('referral.apply.label')}
      </Input.Label>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <TextInput
          id={fieldId}
          style={{ flex: 1, minWidth: 0 }}
          placeholder={t('referral.apply.placeholder')}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setBrokenRule(null);
          }}
          error={brokenRule ? t(`referral.rules.${brokenRule}`) : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={32}
          radius="xl"
          classNames={{ input: 'referral-bar__input' }}
        />
        <Button type="submit" radius="xl" loading={apply.isPending} className="referral-bar__submit">
          {t('referral.apply.submit')}
        </Button>
      </Group>
    </form>
  );
}

import { Group, List, Text, VisuallyHidden } from '@mantine/core';
import { passwordProblems, STAFF_CREDENTIALS_RULES } from '@servicebay/domain';
import { ruleText } from '@servicebay/i18n';
import { useTranslation } from 'react-i18next';

/** The parts of the spec's password rule (section 5), in the order passwordProblems reports them. */
const PARTS = [
  STAFF_CREDENTIALS_RULES.passwordTooShort,
  STAFF_CREDENTIALS_RULES.passwordNeedsUppercase,
  STAFF_CREDENTIALS_RULES.passwordNeedsNumber,
  STAFF_CREDENTIALS_RULES.passwordNeedsSpecial,
] as const;

function Mark({ isMet }: { isMet: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" aria-hidden="true">
      {isMet ? <path d="m5 12 5 5 9-10" /> : <circle cx="12" cy="12" r="4" />}
    </svg>
  );
}

/** The password rule, each part ticked as it is met while the person types (the domain's own check). */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('workshop.password.policyLabel')}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" styles={{ item: { paddingInlineStart: 0 } }}>
        {PARTS.map((part) => {
          const isMet = !problems.includes(part);
          return (
            <List.Item key={part}>
              <Group gap={6} wrap="nowrap" c={isMet ? 'teal.9' : 'dimmed'}>
                <Mark isMet={isMet} />
                <span>{ruleText(t, part)}</span>
                <VisuallyHidden>{isMet ? t('workshop.password.met') : t('workshop.password.notMet')}</VisuallyHidden>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

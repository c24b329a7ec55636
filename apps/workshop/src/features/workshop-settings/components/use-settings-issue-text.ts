import type { IssueLike } from '@servicebay/domain';
import { useIssueText } from '@servicebay/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsRuleOf } from '../settings-form';

/** An issue's text: the settings' own rules from workshop.settings.rules, every other by its rule or error code. */
export function useSettingsIssueText(): (issue: IssueLike) => string {
  const { t } = useTranslation();
  const issueText = useIssueText();
  return useCallback(
    (issue: IssueLike) => {
      const rule = settingsRuleOf(issue);
      return rule ? t(`workshop.settings.rules.${rule}`) : issueText(issue);
    },
    [t, issueText],
  );
}

import type { Language } from '@servicebay/domain';
import { createI18n, issueText } from '@servicebay/i18n';
import { errorsOf, type RulesCheck } from '@servicebay/ui';

/** For tests of a form's rules: the errors the form would show, in the given language. */
export function shownErrors(check: RulesCheck<unknown>, language: Language = 'en'): Record<string, string> {
  const { t } = createI18n(language);
  return errorsOf(check, (issue) => issueText(t, issue));
}

import { useForm, type UseFormReturnType } from '@mantine/form';
import type { IssueLike } from '@servicebay/domain';
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { checkWithRules, errorsOf, type DomainRules } from './domain-rules';

export type DomainFormOptions<Values, Output> = DomainRules<Values, Output> & {
  initialValues: Values;
  /** An issue's text in the user's language: useIssueText() of @servicebay/i18n. */
  issueText: (issue: IssueLike) => string;
  /** Check a field when it loses focus as well as on submit. */
  validateInputOnBlur?: boolean;
};

export type DomainForm<Values, Output> = Omit<UseFormReturnType<Values>, 'errors'> & {
  /** Each field's error, always a text in the user's language. */
  errors: Partial<Record<string, string>>;
  /** The form's submit handler: checks with the domain's rules, then hands over what to send. */
  submit: (onValid: (output: Output, values: Values) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** Shows an issue found later (the server's answer, a refused file) at a field. */
  showIssue: (field: string, issue: IssueLike) => void;
};

/**
 * The one form pattern of both apps: Mantine's form state, checked with the domain's zod schema
 * (the server's own rules), each issue shown by its rule code in the user's language. An
 * error clears when its field changes; rules run on submit (and on blur when asked).
 */
export function useDomainForm<Values extends Record<string, unknown>, Output>(options: DomainFormOptions<Values, Output>): DomainForm<Values, Output> {
  const { initialValues, issueText, validateInputOnBlur = false, ...rules } = options;
  // The latest rules and language, read when checking: a stable validator keeps Mantine's setters stable too.
  const latest = useRef({ rules, issueText });
  useLayoutEffect(() => {
    latest.current = { rules, issueText };
  });
  const validate = useCallback((values: Values) => errorsOf(checkWithRules(latest.current.rules, values), latest.current.issueText), []);
  const form = useForm<Values>({ mode: 'controlled', initialValues, validateInputOnBlur, validate });

  // After a refused submit the first field in error is brought into view and focused, once its
  // error has rendered (a long form, a phone: the message may be a screen away from the button).
  const submittedForm = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const askFocus = useCallback(() => setFocusRequest((count) => count + 1), []);
  useLayoutEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(submittedForm.current);
  }, [focusRequest]);

  const submit: DomainForm<Values, Output>['submit'] = (onValid) => (event) => {
    if (event?.currentTarget instanceof HTMLFormElement) submittedForm.current = event.currentTarget;
    form.onSubmit((values) => {
      const checked = checkWithRules(latest.current.rules, values);
      if (checked.ok) onValid(checked.output, values);
    }, askFocus)(event);
  };

  const errors = form.errors as Partial<Record<string, string>>;
  const errorsNow = useRef(errors);
  useLayoutEffect(() => {
    errorsNow.current = errors;
  });
  // Mantine's setValues clears every error, also those of fields it leaves as they were: the map's
  // geocoder filling the city wiped 'choose an address type' the customer had just been shown.
  // Here only the fields whose value changes lose their error, as when the customer types.
  const { setValues: setAllValues, getValues, setErrors } = form;
  const setValues = useCallback<UseFormReturnType<Values>['setValues']>(
    (next) => {
      const before = getValues();
      const shown = errorsNow.current;
      setAllValues(next);
      const after = getValues();
      const kept = Object.fromEntries(Object.entries(shown).filter(([field]) => Object.is(before[field], after[field])));
      if (Object.keys(kept).length > 0) setErrors(kept);
    },
    [setAllValues, getValues, setErrors],
  );
  const showIssue: DomainForm<Values, Output>['showIssue'] = (field, issue) => {
    form.setFieldError(field, latest.current.issueText(issue));
    askFocus();
  };
  return { ...form, errors, setValues, submit, showIssue };
}

/** The first field of the form that shows an error (Mantine marks it aria-invalid), in view and focused. */
function focusFirstInvalid(formElement: HTMLFormElement | null): void {
  const field = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

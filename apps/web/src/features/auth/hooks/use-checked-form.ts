import { useId, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import type { FormProblem, Message } from '../utils/auth-validation';

/** What a form shows above its button: a rule it broke (translated as it renders) or the server's answer. */
export interface FormAlertState<Field extends string> {
  message?: Message;
  text?: string;
  field?: Field;
}

/**
 * A react-hook-form form checked by one of our validators on submit (spec §5 sentences, one at a
 * time, the cursor put in the field at fault), then sent; a failure shows the server's message.
 * Browser validation is off (noValidate), so every language gets the same sentences.
 */
export function useCheckedForm<Values extends FieldValues>({
  defaultValues,
  validate,
  submit,
}: {
  defaultValues: DefaultValues<Values>;
  validate: (values: Values) => FormProblem<Path<Values> & string> | null;
  submit: (values: Values) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const form = useForm<Values>({ defaultValues });
  const [alert, setAlert] = useState<FormAlertState<Path<Values> & string> | null>(null);
  const alertId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    const problem = validate(values);
    if (problem) {
      setAlert(problem);
      form.setFocus(problem.field);
      return;
    }
    setAlert(null);
    try {
      await submit(values);
    } catch (error) {
      setAlert({ text: errorMessage(error) });
    }
  });

  return {
    form,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** The sentence to show, in the page's current language; null when all is well. */
    alertText: alert ? (alert.message ? t(alert.message.key, alert.message.params) : (alert.text ?? null)) : null,
    clearAlert: () => setAlert(null),
    /** The id the alert carries, so the field at fault is described by it. */
    alertId,
    /** register() plus the invalid mark for the field at fault, described by the alert. */
    field: (name: Path<Values> & string) => ({ ...form.register(name), invalid: alert?.field === name, ...(alert?.field === name ? { errorId: alertId } : {}) }),
    isSubmitting: form.formState.isSubmitting,
  };
}

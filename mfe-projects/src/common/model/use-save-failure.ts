import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, type FormInstance } from '@lp/shared/ui';
import { describeSaveError, type SaveFailure } from './server-errors.ts';

/** Until the server names the admin setting's minimum in a 422 (domain.md: minimum 1). */
const DEFAULT_MIN_LIMIT = 1;

type TargetTexts = { domains: string; phones: string };

/**
 * A failed save of a project form or bulk add: its errors go onto the fields they name (lines of the
 * textareas included), the rest is kept in `failure` for the form to show, with a toast either way.
 */
export function useSaveFailure<Values extends TargetTexts>(
  form: FormInstance<Values>,
  fields: readonly string[],
) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [minLimit, setMinLimit] = useState(DEFAULT_MIN_LIMIT);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const report = (error: unknown, values: Values) => {
    const described = describeSaveError(error, {
      t,
      fields,
      texts: { domains: values.domains, phones: values.phones },
    });
    setFailure(described);
    if (described.kind === 'failed') {
      void message.error(t('messages.saveError'));
      return;
    }
    if (described.minLimit) setMinLimit(described.minLimit);
    // describeSaveError keeps only names out of `fields`, so each one is a field of this form.
    const fieldErrors = Object.entries(described.fields).map(([name, errors]) => ({ name, errors }));
    form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
    void message.error(t('messages.fixErrors'));
  };

  return { failure, setFailure, minLimit, report };
}

import { useTranslation } from 'react-i18next';
import { Alert } from '@lp/shared/ui';
import type { SaveFailure } from '../model/server-errors.ts';
import { ClashList } from './clash-list.tsx';

type SaveFailureAlertsProps = {
  failure: SaveFailure | null;
  /** What to do about entries other projects already use (a bulk add can skip them). */
  clashHint?: string;
  /** Of the alert of a save that failed outright. */
  testId?: string;
};

/** Above the form: what a failed save said that belongs to no single field. */
export function SaveFailureAlerts({ failure, clashHint, testId }: SaveFailureAlertsProps) {
  const { t } = useTranslation('projects');
  if (failure?.kind === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={failure.message ?? t('messages.saveError')}
        style={{ marginBottom: 16 }}
        data-testid={testId}
      />
    );
  }
  return (
    <>
      {failure && failure.clashes.length > 0 && (
        <div style={{ marginBottom: 16 }}>
          <ClashList clashes={failure.clashes} hint={clashHint} />
        </div>
      )}
      {failure && failure.other.length > 0 && (
        <Alert type="error" showIcon title={failure.other.join('; ')} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}

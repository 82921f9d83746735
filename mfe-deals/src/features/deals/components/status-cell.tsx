import { useTranslation } from 'react-i18next';
import { DEAL_STATUSES, type DealStatus } from '@lp/shared/contracts/deals';
import { App } from '@lp/shared/ui';
import { Select } from '@lp/shared/ui-data';
import { useUpdateDealStatusMutation } from '../api/deals-api.ts';

type StatusCellProps = { id: number; status: DealStatus };

/** The row's status as a select: a pick saves at once ('Status updated' / 'Error updating status'). */
export function StatusCell({ id, status }: StatusCellProps) {
  const { t } = useTranslation('deals');
  const { message } = App.useApp();
  const [update, { isLoading }] = useUpdateDealStatusMutation();
  const handleChange = async (next: DealStatus) => {
    try {
      await update({ id, status: next }).unwrap();
      message.success(t('messages.statusUpdated'));
    } catch {
      message.error(t('messages.statusError'));
    }
  };
  return (
    <Select<DealStatus>
      data-testid={`deal-status-${id}`}
      aria-label={t('table.status')}
      size="small"
      value={status}
      loading={isLoading}
      disabled={isLoading}
      options={DEAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      onChange={(next) => void handleChange(next)}
      style={{ width: 130 }}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button } from '@lp/shared/ui';
import { FileExcelOutlined } from '@lp/shared/ui-data';
import { downloadDealsExport } from '../api/export-deals.ts';
import { toExportQuery, type DealFilters } from '../model/filters.ts';

/** deals.xlsx of the current filters (every matching deal, not just the page on screen). */
export function ExportButton({ filters }: { filters: DealFilters }) {
  const { t } = useTranslation('deals');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      await downloadDealsExport(toExportQuery(filters));
    } catch {
      message.error(t('messages.exportError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={busy}
      onClick={() => void handleExport()}
      data-testid="deals-export"
    >
      {t('actions.export')}
    </Button>
  );
}

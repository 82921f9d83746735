import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Flex, Typography } from '@lp/shared/ui';
import { FileExcelOutlined } from '@lp/shared/ui-data';
import { downloadStatementExport } from '../api/downloads.ts';
import { toExportQuery } from '../model/query-params.ts';
import type { StatementFilters } from '../model/types.ts';

type ExportCardProps = { filters: StatementFilters };

export function ExportCard({ filters }: ExportCardProps) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const handleExport = async () => {
    setExporting(true);
    try {
      await downloadStatementExport(toExportQuery(filters));
    } catch {
      void message.error(t('common:errors.export'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Typography.Text type="secondary">{t('export.title')}</Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="statement-export-hint">
          {t('export.hint')}
        </Typography.Paragraph>
        <div style={{ marginTop: 'auto' }}>
          <Button
            icon={<FileExcelOutlined />}
            loading={exporting}
            onClick={() => void handleExport()}
            data-testid="statement-export"
          >
            {t('export.button')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

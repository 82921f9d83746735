import { useTranslation } from 'react-i18next';
import type { BulkAddResult } from '@lp/shared/contracts';
import { Result } from '@lp/shared/ui';
import { Descriptions } from '@lp/shared/ui-data';

export function BulkAddResultView({ result }: { result: BulkAddResult }) {
  const { t } = useTranslation('projects');
  return (
    <Result
      status={result.added > 0 ? 'success' : 'info'}
      title={t('bulkAdd.resultTitle')}
      data-testid="bulk-add-result"
      style={{ padding: '16px 0' }}
      extra={
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            {
              key: 'added',
              label: t('bulkAdd.added'),
              children: <span data-testid="bulk-add-added">{result.added}</span>,
            },
            {
              key: 'skipped',
              label: t('bulkAdd.skipped'),
              children: <span data-testid="bulk-add-skipped">{result.skipped}</span>,
            },
            {
              key: 'total',
              label: t('bulkAdd.total'),
              children: <span data-testid="bulk-add-total">{result.total}</span>,
            },
          ]}
        />
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Form } from '@lp/shared/ui';
import { Select } from '@lp/shared/ui-data';
import { useListIntegrationsQuery } from '../api/integrations-api.ts';

/** Optional integration; with none set up the select is disabled and says where to add one. */
export function IntegrationField() {
  const { t } = useTranslation('projects');
  const { data, isLoading } = useListIntegrationsQuery();
  const integrations = data?.data ?? [];
  const empty = !isLoading && integrations.length === 0;
  return (
    <Form.Item
      name="integration_id"
      label={t('form.integration')}
      extra={empty ? t('form.noIntegrations') : undefined}
    >
      <Select<number | null>
        data-testid="project-integration"
        allowClear
        loading={isLoading}
        disabled={empty}
        placeholder={t('form.integrationPlaceholder')}
        options={integrations.map((integration) => ({ value: integration.id, label: integration.name }))}
      />
    </Form.Item>
  );
}

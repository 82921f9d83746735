import { useTranslation } from 'react-i18next';
import { Col, Form, MaskedInput, Row, useFieldRules } from '@lp/shared/ui';
import { Radio } from '@lp/shared/ui-data';
import { IntegrationField } from './integration-select.tsx';
import { RegionSelect } from './region-select.tsx';
import { WeekdaysCheckboxes } from './weekdays-checkboxes.tsx';

// Limits are whole positive numbers (domain.md): an unsigned number mask with no fraction.
const LIMIT_MASK = { fractionDigits: 0, unsigned: true } as const;

type ProjectSettingsFieldsProps = { minLimit: number };

/** The fields a project and a bulk add share: regions, weekdays, limits, integration, status. */
export function ProjectSettingsFields({ minLimit }: ProjectSettingsFieldsProps) {
  const { t } = useTranslation('projects');
  const rules = useFieldRules();
  const required = { required: true, type: 'number' as const, message: t('common:validation.required') };
  return (
    <>
      <Form.Item name="geo" label={t('form.regions')} extra={t('form.regionsHint')}>
        <RegionSelect />
      </Form.Item>
      <Form.Item name="weekdays" label={t('form.weekdays')} extra={t('form.weekdaysHint')}>
        <WeekdaysCheckboxes />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="limit" label={t('form.limit')} rules={[required, rules.min(minLimit)]}>
            <MaskedInput data-testid="project-limit" number={LIMIT_MASK} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="global_limit"
            label={t('form.globalLimit')}
            extra={t('form.globalLimitHint')}
            rules={[rules.min(1)]}
          >
            <MaskedInput data-testid="project-global-limit" number={LIMIT_MASK} />
          </Form.Item>
        </Col>
      </Row>
      <IntegrationField />
      <Form.Item name="status" label={t('form.status')}>
        <Radio.Group
          data-testid="project-status"
          optionType="button"
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'inactive', label: t('status.inactive') },
          ]}
        />
      </Form.Item>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { App, Button, Col, Flex, Form, Input, Row, useFieldRules } from '@lp/shared/ui';
import type { CompanyProfile, CompanyProfileUpdate } from '@lp/shared/contracts';
import { requestErrorKey, serverMessage } from '../../../lib/session/auth-errors.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUpdateCompanyProfileMutation } from '../../../lib/profile/profile-api.ts';
import { PROFILE_FIELDS } from '../model/profile-fields.ts';

type Values = Required<Pick<CompanyProfileUpdate, 'name' | 'contact_person' | 'email'>> &
  CompanyProfileUpdate;

type Props = { profile: CompanyProfile; onDone: () => void };

export function ProfileEditForm({ profile, onDone }: Props) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [updateProfile, { isLoading }] = useUpdateCompanyProfileMutation();

  const handleFinish = async (values: Values) => {
    // Empty optional fields are sent as null so that they are cleared, not left as they were.
    const body = Object.fromEntries(
      PROFILE_FIELDS.map((field) => {
        const value = values[field];
        return [field, typeof value === 'string' ? value.trim() || null : null];
      }),
    ) as CompanyProfileUpdate;
    try {
      await updateProfile(body).unwrap();
      void message.success(t('profile.saved'));
      onDone();
    } catch (failure) {
      if (applyServerErrors(form, failure, [...PROFILE_FIELDS])) {
        void message.error(t('errors.correctBelow'));
      } else {
        void message.error(serverMessage(failure) ?? t(requestErrorKey(failure)));
      }
    }
  };

  const field = (
    name: (typeof PROFILE_FIELDS)[number],
    extra: Parameters<typeof Form.Item>[0]['rules'] = [],
  ) => (
    <Form.Item name={name} label={t(`profile.fields.${name}`)} rules={extra}>
      <Input data-testid={`profile-${name}`} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={Object.fromEntries(PROFILE_FIELDS.map((name) => [name, profile[name] ?? '']))}
      onFinish={handleFinish}
      data-testid="profile-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {field('name', [rules.required()])}
        </Col>
        <Col xs={24} md={12}>
          {field('contact_person', [rules.required()])}
        </Col>
        <Col xs={24} md={12}>
          {field('email', [rules.required(), rules.email()])}
        </Col>
        <Col xs={24} md={12}>
          {field('phone', [rules.phone()])}
        </Col>
        <Col xs={24} md={12}>
          {field('website', [rules.url()])}
        </Col>
        <Col xs={24} md={12}>
          {field('address_city')}
        </Col>
        <Col xs={24} md={16}>
          {field('address_street')}
        </Col>
        <Col xs={24} md={8}>
          {field('address_postal_code')}
        </Col>
        <Col xs={24} md={12}>
          {field('registration_number')}
        </Col>
        <Col xs={24} md={12}>
          {field('tax_number')}
        </Col>
      </Row>
      <Flex gap={8} justify="end">
        <Button onClick={onDone}>{t('profile.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Flex>
    </Form>
  );
}

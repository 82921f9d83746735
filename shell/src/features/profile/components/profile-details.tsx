import { useTranslation } from 'react-i18next';
import { Descriptions } from '@lp/shared/ui-data';
import { formatPhone } from '@lp/shared';
import type { CompanyProfile } from '@lp/shared/contracts';

const ROWS = [
  'name',
  'contact_person',
  'email',
  'phone',
  'website',
  'address_street',
  'address_city',
  'address_postal_code',
  'registration_number',
  'tax_number',
] as const;

export function ProfileDetails({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('shell');
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="middle"
      data-testid="profile-details"
      items={ROWS.map((field) => ({
        key: field,
        label: t(`profile.fields.${field}`),
        children: profile[field] ? (
          field === 'phone' ? (
            formatPhone(profile[field])
          ) : (
            profile[field]
          )
        ) : (
          <span className="lp-muted">{t('profile.empty')}</span>
        ),
      }))}
    />
  );
}

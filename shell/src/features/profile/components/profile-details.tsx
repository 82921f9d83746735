import { useTranslation } from 'react-i18next';
import { Descriptions } from '@lp/shared/ui-data';
import { formatPhone } from '@lp/shared';
import type { CompanyProfile } from '@lp/shared/contracts';
import { PROFILE_FIELDS } from '../model/profile-fields.ts';

export function ProfileDetails({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation('shell');
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      size="middle"
      data-testid="profile-details"
      items={PROFILE_FIELDS.map((field) => ({
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

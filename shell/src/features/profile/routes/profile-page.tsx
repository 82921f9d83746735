import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Avatar, Button, Card, EditOutlined, Flex, Result, Spin, Typography } from '@lp/shared/ui';
import { Tabs } from '@lp/shared/ui';
import { hasRole } from '@lp/shared';
import { companyIdOf, useGetCompanyProfileQuery } from '../../../lib/profile/profile-api.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { requestErrorKey } from '../../../lib/session/auth-errors.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { companyInitial } from '../model/company-initial.ts';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileEditForm } from '../components/profile-edit-form.tsx';

export function ProfilePage() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const companyId = companyIdOf(user);
  const {
    data: profile,
    isLoading,
    error,
    refetch,
  } = useGetCompanyProfileQuery(companyId ?? 0, { skip: !companyId });
  const [editing, setEditing] = useState(false);
  // Employees see the company read-only; the password form changes the caller's own password.
  const isOwner = hasRole(user, 'company');

  if (isLoading) return <Spin size="large" className="lp-block-spin" />;
  if (error || !profile) {
    return (
      <Result
        status="warning"
        title={t(requestErrorKey(error))}
        extra={<Button onClick={() => void refetch()}>{t('common:remote.retry')}</Button>}
      />
    );
  }

  const details = (
    <Card
      variant="borderless"
      className="lp-card"
      title={t('profile.detailsTitle')}
      extra={
        isOwner &&
        !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} />
      )}
    </Card>
  );

  return (
    <Flex vertical gap={20} className="lp-page" data-testid="profile-page">
      <Card variant="borderless" className="lp-card lp-profile-head">
        <Flex gap={16} align="center">
          <Avatar size={56} className="lp-profile-head__avatar">
            {companyInitial(profile.name)}
          </Avatar>
          <div className="lp-profile-head__text">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {profile.name}
            </Typography.Title>
            <Typography.Text type="secondary">{user?.email}</Typography.Text>
          </div>
        </Flex>
      </Card>
      {!isOwner && <Alert type="info" showIcon message={t('profile.readOnly')} />}
      <Tabs
        items={[
          { key: 'details', label: t('profile.tabs.details'), children: details },
          {
            key: 'password',
            label: <span data-testid="profile-tab-password">{t('profile.tabs.password')}</span>,
            children: (
              <Card variant="borderless" className="lp-card" title={t('password.title')}>
                <ChangePasswordForm />
              </Card>
            ),
          },
        ]}
      />
    </Flex>
  );
}

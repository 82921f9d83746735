import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  DownOutlined,
  Dropdown,
  IdcardOutlined,
  LogoutOutlined,
  type MenuProps,
} from '@lp/shared/ui';
import { hasRole, type User } from '@lp/shared';

type Props = { user: User; onLogout: () => void };

function initials(user: User): string {
  const source = (user.name || user.email).trim();
  const parts = source.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function UserMenu({ user, onLogout }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: <span className="lp-user-menu__email">{user.email}</span> },
    ...(hasRole(user, 'company', 'employee')
      ? [
          {
            key: 'profile',
            icon: <IdcardOutlined />,
            label: <span data-testid="user-menu-profile">{t('nav.profile')}</span>,
            onClick: () => navigate('/company/profile'),
          },
        ]
      : []),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="user-menu-logout">{t('nav.logout')}</span>,
      onClick: onLogout,
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="lp-user-menu" data-testid="user-menu" aria-label={t('userMenu.label')}>
        <Avatar size={32} className="lp-user-menu__avatar">
          {initials(user)}
        </Avatar>
        <span className="lp-user-menu__name">{user.name || user.email}</span>
        <DownOutlined className="lp-user-menu__caret" />
      </button>
    </Dropdown>
  );
}

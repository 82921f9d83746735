import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Flex,
  Layout,
  LogoutOutlined,
  Menu,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  type MenuProps,
} from '@lp/shared/ui';
import { canUseCompanyFeature, hasRole } from '@lp/shared';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { homePathFor } from '../../../lib/session/home-path.ts';
import { useLogout, useSession } from '../../../lib/session/use-session.ts';
import { navGroupsFor, selectedNavPath } from '../model/nav-items.ts';
import { BalanceBadge } from './balance-badge.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { NavIcon } from './nav-icon.tsx';
import { UserMenu } from './user-menu.tsx';

const SIDER_WIDTH = 248;

/** The cabinet frame of /company and /admin: side navigation, header, impersonation banner. */
export function CabinetLayout({ overlays }: { overlays?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { pathname } = useLocation();
  const handleLogout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [mobile, setMobile] = useState(false);

  const groups = useMemo(() => navGroupsFor(user), [user]);
  const selected = selectedNavPath(groups, pathname);
  const current = groups.flatMap((group) => group.items).find((item) => item.path === selected);

  // On phones the menu is an overlay: close it after every navigation.
  useEffect(() => {
    if (mobile) setCollapsed(true);
  }, [pathname, mobile]);

  if (!user) return <PageSpinner />;

  const items: MenuProps['items'] = groups.map((group) => ({
    key: group.id,
    type: 'group',
    label: t(`nav.group.${group.id}`),
    children: group.items.map((item) => ({
      key: item.path,
      icon: <NavIcon id={item.id} />,
      label: (
        <Link to={item.path} data-testid={`nav-${item.path.split('/').pop()}`}>
          {t(`nav.${item.id}`)}
        </Link>
      ),
    })),
  }));
  const footerItems: MenuProps['items'] = [
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="nav-logout">{t('nav.logout')}</span>,
      onClick: () => void handleLogout(),
    },
  ];
  const showBalance = hasRole(user, 'company', 'employee') && canUseCompanyFeature(user, 'view_balance');

  return (
    <Layout className="lp-cabinet" hasSider>
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        collapsedWidth={mobile ? 0 : 72}
        breakpoint="lg"
        onBreakpoint={(broken) => {
          setMobile(broken);
          setCollapsed(broken);
        }}
        trigger={null}
        theme="light"
        className={`lp-sider${mobile ? ' lp-sider--overlay' : ''}`}
        data-testid="side-nav"
      >
        <div className="lp-sider__brand">
          <BrandLogo to={homePathFor(user) ?? '/'} compact={collapsed && !mobile} />
        </div>
        <nav className="lp-sider__nav" aria-label={t('nav.label')}>
          <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} />
        </nav>
        <Menu mode="inline" items={footerItems} selectable={false} className="lp-sider__footer" />
      </Layout.Sider>
      {mobile && !collapsed && (
        <button
          type="button"
          className="lp-sider-backdrop"
          aria-label={t('nav.close')}
          onClick={() => setCollapsed(true)}
        />
      )}
      <Layout className="lp-main">
        <Layout.Header className="lp-header">
          <Flex align="center" gap={12} className="lp-header__left">
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
              aria-label={t(collapsed ? 'nav.open' : 'nav.close')}
              data-testid="nav-toggle"
            />
            <span className="lp-header__title">{current ? t(`nav.${current.id}`) : ''}</span>
          </Flex>
          <Flex align="center" gap={12}>
            {showBalance && <BalanceBadge />}
            <LanguageSwitch size="small" />
            <UserMenu user={user} onLogout={() => void handleLogout()} />
          </Flex>
        </Layout.Header>
        {user.impersonated && <ImpersonationBanner user={user} onExit={() => void handleLogout()} />}
        <Layout.Content className="lp-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {overlays}
    </Layout>
  );
}

import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Layout } from '@lp/shared/ui';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

export function PublicHeader() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Layout.Header className="lp-public-header">
      <div className="lp-container lp-public-header__inner">
        <BrandLogo />
        <Flex gap={12} align="center" wrap="wrap" justify="flex-end">
          <LanguageSwitch size="small" />
          <Button type="text" onClick={() => navigate('/login')} data-testid="header-login">
            {t('public.nav.login')}
          </Button>
          <Button type="primary" onClick={() => navigate('/register')} data-testid="header-register">
            {t('public.nav.register')}
          </Button>
        </Flex>
      </div>
    </Layout.Header>
  );
}

export function PublicFooter() {
  const { t } = useTranslation('shell');
  return (
    <Layout.Footer className="lp-public-footer">
      <div className="lp-container lp-public-footer__inner">
        <span>{t('public.footer.copyright', { year: new Date().getFullYear() })}</span>
        <Flex gap={20} wrap="wrap">
          <Link to="/offer">{t('public.footer.offer')}</Link>
          <Link to="/personal-data">{t('public.footer.personalData')}</Link>
          <Link to="/login">{t('public.nav.login')}</Link>
        </Flex>
      </div>
    </Layout.Footer>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className="lp-public">
      <PublicHeader />
      <Layout.Content>{children}</Layout.Content>
      <PublicFooter />
    </Layout>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckCircleFilled } from '@lp/shared/ui-core';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';

const BENEFITS = ['sources', 'deals', 'trial'] as const;

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/**
 * Split screen: the product's promise on the left (hidden on phones), the form on the right.
 * Plain markup instead of Typography keeps the login page on the small `ui-core` antd set.
 */
export function AuthLayout({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div className="lp-auth">
      <aside className="lp-auth__aside">
        <BrandLogo inverted />
        <div>
          <h2 className="lp-auth__claim">{t('auth.aside.title')}</h2>
          <div className="lp-auth__benefits">
            {BENEFITS.map((benefit) => (
              <span key={benefit} className="lp-auth__benefit">
                <CheckCircleFilled /> {t(`auth.aside.${benefit}`)}
              </span>
            ))}
          </div>
        </div>
        <div className="lp-auth__links">
          <Link to="/offer">{t('public.footer.offer')}</Link>
          <Link to="/personal-data">{t('public.footer.personalData')}</Link>
        </div>
      </aside>
      <main className="lp-auth__main">
        <div className="lp-auth__top">
          <span className="lp-auth__mobile-logo">
            <BrandLogo />
          </span>
          <LanguageSwitch size="small" />
        </div>
        <div className="lp-auth__panel">
          <h1 className="lp-auth__title">{title}</h1>
          {subtitle && <p className="lp-auth__subtitle">{subtitle}</p>}
          {children}
          {footer && <div className="lp-auth__footer">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

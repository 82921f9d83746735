import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

type Props = { to?: string; compact?: boolean; inverted?: boolean };

/** The product mark: a gradient badge and the name. */
export function BrandLogo({ to = '/', compact = false, inverted = false }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Link to={to} className="lp-brand" aria-label={t('brand.name')} data-inverted={inverted || undefined}>
      <span className="lp-brand__mark" aria-hidden>
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none">
          <path
            d="M4 18 L10 11 L14 14 L20 6"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="20" cy="6" r="2" fill="#fff" />
        </svg>
      </span>
      {!compact && <span className="lp-brand__name">{t('brand.name')}</span>}
    </Link>
  );
}

import { changeLanguage, LANGUAGES, type Language } from '@lp/shared';
import { useTranslation } from 'react-i18next';

/**
 * ru/en, remembered in local storage; antd and dayjs locales follow (shared i18n). A two-button
 * toggle of our own keeps antd's Segmented out of the login page.
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t, i18n } = useTranslation('shell');
  const value: Language = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <div
      className={`lp-lang lp-lang--${size}`}
      role="group"
      aria-label={t('language.label')}
      data-testid="language-switch"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="lp-lang__option"
          aria-pressed={language === value}
          title={t(`language.name.${language}`)}
          onClick={() => void changeLanguage(language)}
          data-testid={`language-${language}`}
        >
          {t(`language.short.${language}`)}
        </button>
      ))}
    </div>
  );
}

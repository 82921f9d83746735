import type { ReactNode } from 'react';
import { App, ConfigProvider, theme } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';

// One light theme for the shell and every remote (spec §2: the default theme is light).
const THEME = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#3b5bfd',
    colorInfo: '#3b5bfd',
    colorSuccess: '#12b76a',
    colorWarning: '#f79009',
    colorError: '#f04438',
    colorTextBase: '#101828',
    colorBgLayout: '#f5f7fb',
    borderRadius: 10,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px' },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8, itemHeight: 40, groupTitleFontSize: 12 },
    Card: { borderRadiusLG: 14 },
    Button: { fontWeight: 500 },
  },
};

/** Theme and antd locale for the page; the locale follows the i18next language. */
export function UiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : ruRU} theme={THEME}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

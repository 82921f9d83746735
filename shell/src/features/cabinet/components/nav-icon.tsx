import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FundOutlined,
  IdcardOutlined,
  PhoneOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@lp/shared/ui';
import type { NavId } from '../model/nav-items.ts';

const ICONS: Record<NavId, typeof ApiOutlined> = {
  dashboard: DashboardOutlined,
  analytics: BarChartOutlined,
  managerAnalytics: FundOutlined,
  companies: ShopOutlined,
  managers: SolutionOutlined,
  settings: SettingOutlined,
  projects: ProjectOutlined,
  deals: PhoneOutlined,
  crm: AppstoreOutlined,
  integrations: ApiOutlined,
  accountStatement: WalletOutlined,
  telephony: CustomerServiceOutlined,
  employees: TeamOutlined,
  profile: IdcardOutlined,
};

export function NavIcon({ id }: { id: NavId }) {
  const Icon = ICONS[id];
  return <Icon />;
}

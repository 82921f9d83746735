// The only door to antd for every app besides ./core.ts and ./data.ts (architecture.md): one MF
// singleton chunk with the components of the cabinet frame and ordinary screens. It includes the
// first-page set of ./core.ts (one module instance, no duplication); heavier data components live in
// ./data.ts.
export * from './core.ts';
export {
  Alert,
  Avatar,
  Card,
  Col,
  Divider,
  Dropdown,
  Flex,
  Form,
  Layout,
  Menu,
  Result,
  Row,
  Segmented,
  Space,
  Spin,
  Tabs,
  Typography,
} from 'antd';
export type { FormInstance, FormProps, MenuProps } from 'antd';
export { MaskedInput } from './masked-input.tsx';
export type { MaskedInputProps, NumberMaskedInputProps, PatternMaskedInputProps } from './masked-input.tsx';
export {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DownOutlined,
  EditOutlined,
  FundOutlined,
  GlobalOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  PhoneOutlined,
  ProjectOutlined,
  ReloadOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

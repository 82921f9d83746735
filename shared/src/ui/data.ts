// Data-heavy antd components, loaded only by the screens that need them (a separate MF singleton).
export {
  Badge,
  Checkbox,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  InputNumber,
  List,
  Modal,
  Pagination,
  Popconfirm,
  Radio,
  Select,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
} from 'antd';
export type { TableProps, TablePaginationConfig } from 'antd';
export type { SorterResult } from 'antd/es/table/interface';
export {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  PlusOutlined,
  SearchOutlined,
  WalletOutlined,
} from '@ant-design/icons';

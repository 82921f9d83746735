// Tables, lists and their controls, loaded only by the screens that show data (a separate MF singleton).
// Dialogs live in ./dialog.ts and date pickers in ./date.ts, so a table screen pays for neither upfront.
// Popconfirm is here too (and in ./dialog.ts): it is a row control, and a table screen should not load
// the whole dialog entry (~16 KB gzip) for a delete confirmation.
export {
  Badge,
  Checkbox,
  Descriptions,
  Empty,
  Pagination,
  Popconfirm,
  Radio,
  Select,
  Statistic,
  Switch,
  Table,
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
export { TableFooter } from './table-footer.tsx';
export type { TableFooterProps } from './table-footer.tsx';
export { serverSortChange } from './server-sort.ts';
export type { ServerSort } from './server-sort.ts';

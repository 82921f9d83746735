// The first-page door to antd: what the login page needs and nothing else, because everything
// exported here is downloaded by it (JS budget: 400 KB gzip). `./index.ts` (the cabinet kit)
// re-exports all of it, so apps keep importing from `@lp/shared/ui`; only the login page and the
// app frame import `@lp/shared/ui-core`. Measured: antd Form (with its Tooltip/trigger) costs ~30 KB
// gzip, Card pulls in Tabs, and Spin, Segmented, Typography, Result, Alert, Flex each add kilobytes,
// so they all live in ./index.ts.
export { App, Button, ConfigProvider, Input, theme } from 'antd';
export type { InputProps } from 'antd';
export { CheckCircleFilled, LockOutlined, MailOutlined } from '@ant-design/icons';
export { UiProvider } from './ui-provider.tsx';
export { useFieldRules, createFieldRules, MIN_PASSWORD_LENGTH } from './field-rules.ts';
export type { FieldRules } from './field-rules.ts';

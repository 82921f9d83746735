import { Table } from '@lp/shared/ui-data';
export default function App() { return <Table dataSource={[{ key: 1, a: 'billing' }]} columns={[{ dataIndex: 'a', title: 'A' }]} />; }

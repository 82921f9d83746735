export { Table, DatePicker, Select, Modal, InputNumber, Statistic, Tag } from 'antd';

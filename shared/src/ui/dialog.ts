// Dialogs and the controls that live in them, loaded when a screen first opens one.
export { Drawer, InputNumber, Modal, Popconfirm } from 'antd';

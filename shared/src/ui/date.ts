// The date pickers (rc-picker) on their own: the heaviest antd component, loaded only where a screen
// shows one, so a table screen does not pay for it.
export { DatePicker } from 'antd';
export { DateRangePicker } from './date-range/date-range-picker.tsx';
export type { DateRangePickerProps, DayPreset } from './date-range/date-range-picker.tsx';

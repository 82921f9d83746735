export { Button, ConfigProvider, App, Layout, Menu, Form, Input, Card, Typography, Alert, Result, Spin } from 'antd';

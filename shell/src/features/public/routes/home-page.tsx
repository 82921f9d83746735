import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_NS } from '../locales/register.ts';
import {
  ApiOutlined,
  Button,
  Card,
  CheckCircleFilled,
  Col,
  Flex,
  GlobalOutlined,
  LineChartOutlined,
  PhoneOutlined,
  Row,
  TeamOutlined,
  ThunderboltOutlined,
  Typography,
} from '@lp/shared/ui';
import { reachGoal } from '../../../lib/analytics/analytics.ts';
import { PublicLayout } from '../components/public-layout.tsx';

type Feature = { key: string; icon: ReactNode };

const FEATURES: Feature[] = [
  { key: 'sources', icon: <GlobalOutlined /> },
  { key: 'deals', icon: <PhoneOutlined /> },
  { key: 'crm', icon: <TeamOutlined /> },
  { key: 'integrations', icon: <ApiOutlined /> },
  { key: 'analytics', icon: <LineChartOutlined /> },
  { key: 'limits', icon: <ThunderboltOutlined /> },
];

const STEPS = ['list', 'identify', 'work'] as const;
const TRIAL_POINTS = ['noCard', 'instant', 'support'] as const;

export function HomePage() {
  const { t } = useTranslation([PUBLIC_NS, 'shell']);
  const navigate = useNavigate();
  const handleRegister = () => {
    reachGoal('landing_register_click');
    navigate('/register');
  };

  return (
    <PublicLayout>
      <section className="lp-hero">
        <div className="lp-container lp-hero__inner">
          <div className="lp-hero__copy">
            <span className="lp-pill">{t('home.hero.badge')}</span>
            <Typography.Title level={1} className="lp-hero__title">
              {t('home.hero.title')}
            </Typography.Title>
            <Typography.Paragraph className="lp-hero__lead">{t('home.hero.lead')}</Typography.Paragraph>
            <Flex gap={12} wrap="wrap">
              <Button type="primary" size="large" onClick={handleRegister} data-testid="home-register">
                {t('home.hero.register')}
              </Button>
              <Button size="large" onClick={() => navigate('/login')} data-testid="home-login">
                {t('home.hero.login')}
              </Button>
            </Flex>
            <Typography.Text type="secondary" className="lp-hero__note">
              {t('home.hero.note')}
            </Typography.Text>
          </div>
          <div className="lp-hero__visual" aria-hidden>
            <div className="lp-mock">
              <div className="lp-mock__head">
                <span />
                <span />
                <span />
              </div>
              <div className="lp-mock__stats">
                <div>
                  <b>128</b>
                  <small>{t('home.mock.today')}</small>
                </div>
                <div>
                  <b>34</b>
                  <small>{t('home.mock.inProgress')}</small>
                </div>
                <div>
                  <b>92%</b>
                  <small>{t('home.mock.unique')}</small>
                </div>
              </div>
              {['+7 916 ••• •• 21', '+7 903 ••• •• 58', '+7 985 ••• •• 07'].map((phone, index) => (
                <div className="lp-mock__row" key={phone}>
                  <PhoneOutlined />
                  <span>{phone}</span>
                  <span className={`lp-mock__tag lp-mock__tag--${index}`}>
                    {t(`home.mock.status${index}`)}
                  </span>
                </div>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section className="lp-section">
        <div className="lp-container">
          <Typography.Title level={2} className="lp-section__title">
            {t('home.features.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="lp-section__lead">
            {t('home.features.lead')}
          </Typography.Paragraph>
          <Row gutter={[20, 20]}>
            {FEATURES.map((feature) => (
              <Col xs={24} sm={12} lg={8} key={feature.key}>
                <Card className="lp-feature" variant="borderless">
                  <span className="lp-feature__icon">{feature.icon}</span>
                  <Typography.Title level={4}>{t(`home.features.${feature.key}.title`)}</Typography.Title>
                  <Typography.Paragraph type="secondary">
                    {t(`home.features.${feature.key}.text`)}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section className="lp-section lp-section--tinted">
        <div className="lp-container">
          <Typography.Title level={2} className="lp-section__title">
            {t('home.steps.title')}
          </Typography.Title>
          <Row gutter={[20, 20]}>
            {STEPS.map((step, index) => (
              <Col xs={24} md={8} key={step}>
                <div className="lp-step">
                  <span className="lp-step__number">{index + 1}</span>
                  <Typography.Title level={4}>{t(`home.steps.${step}.title`)}</Typography.Title>
                  <Typography.Paragraph type="secondary">{t(`home.steps.${step}.text`)}</Typography.Paragraph>
                </div>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section className="lp-section">
        <div className="lp-container">
          <div className="lp-cta">
            <div>
              <Typography.Title level={2} className="lp-cta__title">
                {t('home.trial.title')}
              </Typography.Title>
              <Flex vertical gap={8}>
                {TRIAL_POINTS.map((point) => (
                  <span key={point} className="lp-cta__point">
                    <CheckCircleFilled /> {t(`home.trial.${point}`)}
                  </span>
                ))}
              </Flex>
            </div>
            <Flex gap={12} wrap="wrap">
              <Button size="large" onClick={handleRegister} className="lp-cta__primary">
                {t('home.trial.register')}
              </Button>
              <Button size="large" ghost onClick={() => navigate('/login')}>
                {t('home.trial.login')}
              </Button>
            </Flex>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

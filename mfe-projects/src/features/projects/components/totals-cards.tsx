import { useTranslation } from 'react-i18next';
import type { ProjectList } from '@lp/shared/contracts';
import { Card, Col, Row } from '@lp/shared/ui';
import { Statistic } from '@lp/shared/ui-data';

type TotalsCardsProps = { totals: Omit<ProjectList, 'data'> | undefined; loading: boolean };

/** The list's totals: projects, daily limits, phones + domains, deals. */
export function TotalsCards({ totals, loading }: TotalsCardsProps) {
  const { t } = useTranslation('projects');
  const cards = [
    { key: 'projects', title: t('totals.projects'), value: totals?.total },
    {
      key: 'limit',
      title: t('totals.limit'),
      value: totals?.totalLimit,
      suffix: totals ? t('totals.limitActive', { count: totals.totalLimitActive }) : undefined,
    },
    { key: 'items', title: t('totals.items'), value: totals?.totalItemsCount },
    {
      key: 'deals',
      title: t('totals.deals'),
      value: totals?.totalDealsCount,
      suffix: totals ? t('totals.dealsToday', { count: totals.totalDealsToday }) : undefined,
    },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="projects-totals">
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" data-testid={`projects-total-${card.key}`}>
            <Statistic
              title={card.title}
              value={card.value ?? 0}
              loading={loading && !totals}
              suffix={card.suffix && <span style={{ fontSize: 13, opacity: 0.65 }}>{card.suffix}</span>}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

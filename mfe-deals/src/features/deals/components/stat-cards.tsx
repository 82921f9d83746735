import { useTranslation } from 'react-i18next';
import type { DealStats } from '@lp/shared/contracts/deals';
import { Card, Col, Row } from '@lp/shared/ui';
import { Statistic } from '@lp/shared/ui-data';
import { STAT_GROUPS, type StatGroup } from '../model/stat-groups.ts';

type StatCardsProps = {
  stats: DealStats | undefined;
  loading: boolean;
  active: StatGroup | null;
  onSelect: (group: StatGroup | null) => void;
};

const COLORS: Record<StatGroup, string> = {
  new_today: '#1677ff',
  in_progress: '#fa8c16',
  completed: '#52c41a',
  cancelled: '#8c8c8c',
};

/** The four stat groups; a card is also a filter (clicking the active one again clears it). */
export function StatCards({ stats, loading, active, onSelect }: StatCardsProps) {
  const { t } = useTranslation('deals');
  return (
    <Row gutter={[16, 16]} data-testid="deals-stats">
      {STAT_GROUPS.map((group) => {
        const selected = active === group;
        return (
          <Col key={group} xs={12} lg={6}>
            <Card
              size="small"
              hoverable
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              data-testid={`deals-stat-${group}`}
              onClick={() => onSelect(selected ? null : group)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(selected ? null : group);
                }
              }}
              style={{
                borderColor: selected ? COLORS[group] : undefined,
                borderTop: `3px solid ${COLORS[group]}`,
              }}
            >
              <Statistic
                title={t(`stats.${group}`)}
                value={stats?.[group] ?? 0}
                loading={loading && !stats}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

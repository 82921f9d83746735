import { useTranslation } from 'react-i18next';
import { Card, Result, TeamOutlined } from '@lp/shared/ui';

/** The employees screen arrives in a later issue; until then it says so (behind its guard). */
export function EmployeesPage() {
  const { t } = useTranslation('shell');
  return (
    <Card variant="borderless" className="lp-card" data-testid="employees-coming-soon">
      <Result
        icon={<TeamOutlined className="lp-soon-icon" />}
        title={t('employees.title')}
        subTitle={t('employees.soon')}
      />
    </Card>
  );
}

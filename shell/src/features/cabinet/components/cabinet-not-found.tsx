import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Result } from '@lp/shared/ui';

export function CabinetNotFound() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      data-testid="not-found"
      extra={
        <Button type="primary" onClick={() => navigate('..')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}

import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Result } from '@lp/shared/ui';
import { PublicLayout } from '../components/public-layout.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <div className="lp-container lp-not-found" data-testid="not-found">
        <Result
          status="404"
          title="404"
          subTitle={t('notFound.text')}
          extra={
            <Button type="primary" onClick={() => navigate('/')}>
              {t('notFound.home')}
            </Button>
          }
        />
      </div>
    </PublicLayout>
  );
}

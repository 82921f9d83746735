import { useTranslation } from 'react-i18next';
import { Button } from '@lp/shared/ui';
import { Empty, PlusOutlined } from '@lp/shared/ui-data';

type ProjectsEmptyProps = { filtered: boolean; onAdd: () => void };

/** No projects yet → a call to add the first; nothing matching the filters → say so. */
export function ProjectsEmpty({ filtered, onAdd }: ProjectsEmptyProps) {
  const { t } = useTranslation('projects');
  if (filtered) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.filtered')} />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.title')} data-testid="projects-empty">
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="projects-empty-add">
        {t('empty.action')}
      </Button>
    </Empty>
  );
}

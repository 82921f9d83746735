import { useTranslation } from 'react-i18next';
import { PUBLIC_NS } from '../locales/register.ts';
import { Card, Typography } from '@lp/shared/ui';
import { PublicLayout } from './public-layout.tsx';

type Section = { title: string; paragraphs: string[] };

/** A legal text from the catalogue: `<doc>.title`, `<doc>.updated`, `<doc>.sections[]`. */
export function LegalDocument({ doc }: { doc: 'personalData' | 'offer' }) {
  const { t } = useTranslation([PUBLIC_NS, 'shell']);
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <PublicLayout>
      <div className="lp-container lp-legal">
        <Card variant="borderless" className="lp-legal__card">
          <Typography.Title level={1}>{t(`${doc}.title`)}</Typography.Title>
          <Typography.Paragraph type="secondary">{t(`${doc}.updated`)}</Typography.Paragraph>
          {Array.isArray(sections) &&
            sections.map((section, index) => (
              <section key={section.title}>
                <Typography.Title level={3}>{`${index + 1}. ${section.title}`}</Typography.Title>
                {section.paragraphs.map((paragraph) => (
                  <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
                ))}
              </section>
            ))}
        </Card>
      </div>
    </PublicLayout>
  );
}

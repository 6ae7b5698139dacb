import { Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function CemeteryAccessNotes({ notes }: { notes: string | null }) {
  const { t } = useTranslation('cemeteries');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>
        {t('details.accessNotes')}
      </Typography.Title>
      {notes ? (
        // Notes are written with line breaks (gate code, then hours, then whom to ask).
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {notes}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('details.noAccessNotes')}</Typography.Text>
      )}
    </section>
  );
}

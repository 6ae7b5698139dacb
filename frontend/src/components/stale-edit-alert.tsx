import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaggedEdit } from '../lib/use-tagged-edit';

/**
 * Shown in an edit dialog whose save was refused (412): someone else changed the entity since it
 * was opened. Reload puts the new values into the form.
 */
export function StaleEditAlert({ edit }: { readonly edit: TaggedEdit<unknown> }) {
  const { t } = useTranslation('common');
  if (!edit.stale) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('serverErrors.codes.PRECONDITION_FAILED')}
      style={{ marginBottom: 16 }}
      action={
        <Button size="small" onClick={edit.reload} loading={edit.reloading}>
          {t('staleEdit.reload')}
        </Button>
      }
    />
  );
}

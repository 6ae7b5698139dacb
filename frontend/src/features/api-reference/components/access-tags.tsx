import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Access } from '../api/openapi-document';

/** Who may call a route: anyone, any signed-in user, or the roles listed. */
export function AccessTags({ access }: { readonly access: Access }) {
  const { t } = useTranslation('apiReference');
  if (access === 'public') return <Tag color="green">{t('access.public')}</Tag>;
  if (access === 'signed-in') return <Tag color="blue">{t('access.signedIn')}</Tag>;
  return (
    <>
      {access.map((role) => (
        <Tag key={role}>{t(`roles.${role}`)}</Tag>
      ))}
    </>
  );
}

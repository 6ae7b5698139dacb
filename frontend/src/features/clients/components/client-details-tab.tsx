import type { Client } from '@memorial-care/contracts/http';
import { Descriptions, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/country-name';
import { useFormat } from '../../../lib/use-format';
import { planStatusColor } from '../utils/display';

/** Every field of the profile; an empty one reads "Not provided". */
export function ClientDetailsTab({ client }: { readonly client: Client }) {
  const { t } = useTranslation('clients');
  const { t: tRequests } = useTranslation('serviceRequests');
  const { t: tCommon } = useTranslation('common');
  const format = useFormat();
  const missing = <Typography.Text type="secondary">{t('fields.notProvided')}</Typography.Text>;
  const text = (value: string | null): ReactNode => value ?? missing;

  const items = [
    { key: 'name', label: t('fields.name'), children: client.name },
    { key: 'email', label: t('fields.email'), children: client.email },
    {
      key: 'alternativeEmails',
      label: t('fields.alternativeEmails'),
      children:
        client.alternativeEmails.length > 0 ? (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {client.alternativeEmails.map((email) => (
              <Tag key={email}>{email}</Tag>
            ))}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('fields.noAlternativeEmails')}</Typography.Text>
        ),
    },
    { key: 'phone', label: t('fields.phone'), children: text(client.phone) },
    { key: 'address', label: t('fields.address'), children: text(client.address) },
    {
      key: 'country',
      label: t('fields.country'),
      children: text(countryName(tCommon, client.country)),
    },
    {
      key: 'preferredLanguage',
      label: t('fields.preferredLanguage'),
      children: t(`language.${client.preferredLanguage}`),
    },
    {
      key: 'selectedPlan',
      label: t('fields.selectedPlan'),
      children: client.selectedPlan ? tRequests(`plan.${client.selectedPlan}`) : t('fields.noPlan'),
    },
    {
      key: 'planStatus',
      label: t('fields.planStatus'),
      children: (
        <Tag color={planStatusColor[client.planStatus]}>{t(`planStatus.${client.planStatus}`)}</Tag>
      ),
    },
    {
      key: 'lastPaymentDate',
      label: t('fields.lastPaymentDate'),
      children: client.lastPaymentDate ? format.date(client.lastPaymentDate) : missing,
    },
    {
      key: 'nextPaymentDue',
      label: t('fields.nextPaymentDue'),
      children: client.nextPaymentDue ? format.date(client.nextPaymentDue) : missing,
    },
    { key: 'totalPaid', label: t('fields.totalPaid'), children: format.eur(client.totalPaid) },
    { key: 'instagram', label: t('fields.instagram'), children: text(client.instagram) },
    {
      key: 'reminderDaysBefore',
      label: t('fields.reminderDaysBefore'),
      children:
        client.reminderDaysBefore === 0
          ? t('fields.remindersOff')
          : t('fields.reminderDays', { count: client.reminderDaysBefore }),
    },
    {
      key: 'emailVerified',
      label: t('fields.emailVerified'),
      children: client.emailVerified ? t('fields.yes') : t('fields.no'),
    },
    { key: 'createdAt', label: t('fields.createdAt'), children: format.date(client.createdAt) },
    {
      key: 'notes',
      label: t('fields.notes'),
      span: 'filled' as const,
      children: client.notes ? (
        <span style={{ whiteSpace: 'pre-wrap' }}>{client.notes}</span>
      ) : (
        missing
      ),
    },
  ];

  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}

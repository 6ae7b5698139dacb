import type { RecentRegistration } from '@memorial-care/contracts/http';
import { Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useClientLabels } from '../hooks/use-client-labels';
import { InviteStatus } from './invite-status';

interface RegistrationDetailsModalProps {
  readonly registration: RecentRegistration;
  readonly now: Date;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/** View Details: everything the client told us, read-only. */
export function RegistrationDetailsModal(props: RegistrationDetailsModalProps) {
  const { registration, now, open, onClose, afterClose } = props;
  const { t } = useTranslation('clientRegistrations');
  const format = useFormat();
  const labels = useClientLabels();

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={t('details.title', { name: registration.name })}
      width={640}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('details.name'), children: registration.name },
          { key: 'email', label: t('card.email'), children: registration.email },
          { key: 'phone', label: t('card.phone'), children: labels.text(registration.phone) },
          { key: 'address', label: t('card.address'), children: labels.text(registration.address) },
          {
            key: 'country',
            label: t('card.country'),
            children: labels.country(registration.country),
          },
          { key: 'plan', label: t('card.plan'), children: labels.plan(registration.selectedPlan) },
          {
            key: 'planStatus',
            label: t('details.planStatus'),
            children: labels.planStatus(registration.planStatus),
          },
          {
            key: 'language',
            label: t('details.preferredLanguage'),
            children: t(`languages.${registration.preferredLanguage}`),
          },
          { key: 'notes', label: t('card.notes'), children: labels.text(registration.notes) },
          {
            key: 'instagram',
            label: t('details.instagram'),
            children: labels.text(registration.instagram),
          },
          {
            key: 'emailVerified',
            label: t('details.emailVerified'),
            children: registration.emailVerified ? t('details.yes') : t('details.no'),
          },
          {
            key: 'registered',
            label: t('details.registered'),
            children: format.dateTime(registration.createdAt),
          },
          {
            key: 'invite',
            label: t('card.invite'),
            children: (
              <InviteStatus latestInvite={registration.latestInvite} now={now} labelled={false} />
            ),
          },
        ]}
      />
    </Modal>
  );
}

import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import type { ApproveResult, RecentRegistration } from '@memorial-care/contracts/http';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useResendInvite } from '../api/resend-invite';
import { useClientLabels } from '../hooks/use-client-labels';
import { InviteStatus } from './invite-status';
import { useServerErrorText } from '../../../lib/use-server-error-text';

interface RegistrationCardProps {
  readonly registration: RecentRegistration;
  readonly now: Date;
  readonly onInviteIssued: (result: ApproveResult) => void;
  readonly onOpenDetails: () => void;
}

/** One recent registration: contact, plan and notes, the invite's state, and its actions. */
export function RegistrationCard(props: RegistrationCardProps) {
  const { registration, now, onInviteIssued, onOpenDetails } = props;
  const { t } = useTranslation('clientRegistrations');
  const format = useFormat();
  const labels = useClientLabels();
  const toast = useToast();
  const serverText = useServerErrorText();
  const resend = useResendInvite();
  const headingId = useId();

  const resendInvite = () =>
    resend.mutate(registration.id, {
      onSuccess: (result) => {
        toast.success(
          t('toast.resent'),
          t('toast.resentDescription', { name: result.client.name }),
        );
        onInviteIssued(result);
      },
      onError: (error) => {
        const reason = serverText.error(error);
        toast.error(
          t('toast.errorTitle'),
          reason ? `${t('toast.approveFailed')}: ${reason}` : t('toast.approveFailed'),
        );
      },
    });

  return (
    // An article named by its heading: "the registration of Jelena Petrović" is findable.
    <Card
      role="article"
      aria-labelledby={headingId}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Flex justify="space-between" align="flex-start" gap="small">
        <div>
          <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
            {registration.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('card.registered', { date: format.date(registration.createdAt) })}
          </Typography.Text>
          {registration.approvedAt && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('card.approved', { date: format.date(registration.approvedAt) })}
            </Typography.Text>
          )}
        </div>
        <Tag color={registration.planStatus === 'active' ? 'green' : 'default'}>
          {labels.planStatus(registration.planStatus)}
        </Tag>
      </Flex>

      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'email',
            label: t('card.email'),
            children: <a href={`mailto:${registration.email}`}>{registration.email}</a>,
          },
          { key: 'phone', label: t('card.phone'), children: labels.text(registration.phone) },
          { key: 'address', label: t('card.address'), children: labels.text(registration.address) },
          {
            key: 'country',
            label: t('card.country'),
            children: labels.country(registration.country),
          },
          { key: 'plan', label: t('card.plan'), children: labels.plan(registration.selectedPlan) },
          ...(registration.notes
            ? [{ key: 'notes', label: t('card.notes'), children: registration.notes }]
            : []),
        ]}
      />

      <InviteStatus latestInvite={registration.latestInvite} now={now} />

      <Flex wrap gap="small" style={{ marginTop: 'auto' }}>
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={resend.isPending}
          onClick={resendInvite}
          aria-describedby={headingId}
        >
          {t('actions.resend')}
        </Button>
        <Button
          icon={<EyeOutlined aria-hidden />}
          onClick={onOpenDetails}
          aria-describedby={headingId}
        >
          {t('actions.details')}
        </Button>
      </Flex>
    </Card>
  );
}

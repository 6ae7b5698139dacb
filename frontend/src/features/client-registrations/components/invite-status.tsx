import type { RecentRegistration } from '@memorial-care/contracts/http';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import {
  invitePresentation,
  inviteStateOf,
  mailPresentation,
  mailStateOf,
} from '../lib/invite-status';

interface InviteStatusProps {
  readonly latestInvite: RecentRegistration['latestInvite'];
  readonly now: Date;
  /** Prefix the tags with "Invite:" (off where a table row already names them). */
  readonly labelled?: boolean;
}

/**
 * The latest invite (valid until…, accepted, expired) and its mail delivery (queued, sending,
 * sent, failed). A failed mail stays on screen with the worker's error until a new one is sent.
 */
export function InviteStatus({ latestInvite, now, labelled = true }: InviteStatusProps) {
  const { t } = useTranslation('clientRegistrations');
  const format = useFormat();
  const invite = invitePresentation(inviteStateOf(latestInvite, now));
  const mailState = mailStateOf(latestInvite?.mail);
  const mail = mailPresentation(mailState);
  const dateOf = (iso: string | null) => (iso ? format.dateTime(iso) : '');

  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" align="center">
        {labelled && <Typography.Text type="secondary">{t('card.invite')}:</Typography.Text>}
        <Tag color={invite.color}>{t(invite.label, { date: dateOf(invite.date) })}</Tag>
        {latestInvite && <Tag color={mail.color}>{t(mail.label, { date: dateOf(mail.date) })}</Tag>}
      </Flex>
      {mailState.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('mail.failedTitle')}
          description={
            <>
              <Typography.Text>{mailState.error ?? t('mail.noReason')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('mail.attempts', { count: mailState.attempts })}
              </Typography.Text>
            </>
          }
        />
      )}
      {(mailState.kind === 'queued' || mailState.kind === 'sending') && mailState.retryingAfter && (
        <Typography.Text type="warning">
          {t('mail.retrying', { error: mailState.retryingAfter })}
        </Typography.Text>
      )}
    </Flex>
  );
}

import { CopyOutlined, MailOutlined } from '@ant-design/icons';
import type { ApproveResult, RecentRegistration } from '@memorial-care/contracts/http';
import { Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useSendInviteEmail } from '../api/send-invite-email';
import { mailPresentation, mailStateOf } from '../lib/invite-status';
import { nextStepsOf, type NextStep } from '../lib/next-steps';
import { useServerErrorText } from '../../../lib/use-server-error-text';

interface InviteSentModalProps {
  readonly result: ApproveResult;
  /**
   * The same client in the refreshed list: its latest invite is the one just issued, so its
   * mail delivery is this link's. Undefined while the list has not caught up.
   */
  readonly registration: RecentRegistration | undefined;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly afterClose: () => void;
}

/** After Resend Invite: the link to share, Copy Link, Send Email, and what happens next. */
export function InviteSentModal(props: InviteSentModalProps) {
  const { result, registration, open, onClose, afterClose } = props;
  const { client, inviteLink, expiresAt } = result;
  const { t } = useTranslation('clientRegistrations');
  const format = useFormat();
  const toast = useToast();
  const serverText = useServerErrorText();
  const sendEmail = useSendInviteEmail();
  const mailState = mailStateOf(registration?.latestInvite?.mail);
  const mail = mailPresentation(mailState);
  const steps = nextStepsOf({ name: client.name, email: client.email, expiresAt, mail: mailState });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink);
      toast.success(t('toast.copied'));
    } catch {
      // No clipboard (insecure origin, permission denied): the link stays on screen to select.
      toast.error(t('toast.copyFailed'));
    }
  };

  const sendInviteEmail = () =>
    sendEmail.mutate(client.id, {
      onSuccess: ({ email }) => toast.success(t('toast.emailSent', { email })),
      onError: (error) => toast.error(t('toast.emailFailed'), serverText.error(error)),
    });

  const stepText = (step: NextStep) => {
    switch (step.key) {
      case 'activate':
        return t('inviteSent.steps.activate', {
          name: step.values.name,
          date: format.dateTime(step.values.expiresAt),
        });
      case 'signIn':
        return t('inviteSent.steps.signIn', step.values);
      case 'renew':
        return t('inviteSent.steps.renew');
      default:
        return t(`inviteSent.steps.${step.key}`, step.values);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={t('inviteSent.title')}
      width={640}
      footer={
        <Flex wrap gap="small" justify="flex-end">
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copyLink()}>
            {t('actions.copy')}
          </Button>
          <Button
            icon={<MailOutlined aria-hidden />}
            loading={sendEmail.isPending}
            onClick={sendInviteEmail}
          >
            {t('actions.sendEmail')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text>{t('inviteSent.intro', { name: client.name })}</Typography.Text>
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'email', label: t('inviteSent.email'), children: client.email },
            {
              key: 'link',
              label: t('inviteSent.link'),
              children: (
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {inviteLink}
                </Typography.Text>
              ),
            },
            {
              key: 'expires',
              label: t('inviteSent.expires'),
              children: format.dateTime(expiresAt),
            },
            {
              key: 'delivery',
              label: t('inviteSent.delivery'),
              children: (
                <Tag color={mail.color}>
                  {t(mail.label, { date: mail.date ? format.dateTime(mail.date) : '' })}
                </Tag>
              ),
            },
          ]}
        />
        <section aria-label={t('inviteSent.nextSteps')}>
          <Typography.Title level={5}>{t('inviteSent.nextSteps')}</Typography.Title>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {steps.map((step) => (
              <li key={step.key}>{stepText(step)}</li>
            ))}
          </ol>
        </section>
      </Flex>
    </Modal>
  );
}

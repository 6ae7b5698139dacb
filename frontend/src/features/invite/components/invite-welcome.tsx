import type { InviteLookup } from '@memorial-care/contracts/http';
import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

interface InviteWelcomeProps {
  readonly invite: InviteLookup;
  /** The activation form. */
  readonly children: ReactNode;
}

/**
 * The ready state: who the account is for, then the form. The spec's read-only temporary
 * password is gone on purpose: the public invite link must not hand out a working password, so
 * activation sets it; the username is the email shown here.
 */
export function InviteWelcome({ invite, children }: InviteWelcomeProps) {
  const { t } = useTranslation('invite');
  const format = useFormat();

  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          {t('welcome.title', { name: invite.client.name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('welcome.intro')}
        </Typography.Paragraph>
      </div>
      <Descriptions
        title={t('welcome.details')}
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: t('welcome.name'), children: invite.client.name },
          { key: 'email', label: t('welcome.email'), children: invite.client.email },
        ]}
      />
      <Typography.Text type="secondary">
        {t('welcome.validUntil', { date: format.dateTime(invite.expiresAt) })}
      </Typography.Text>
      {children}
    </Flex>
  );
}

import { KeyOutlined, LinkOutlined } from '@ant-design/icons';
import type { MailboxAuthorizationLink, MailboxConnection } from '@memorial-care/contracts/http';
import { Button, Flex, Input, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import { useExchangeCode } from '../api/exchange-code';
import { useGenerateAuthorizationLink } from '../api/generate-authorization-link';
import { pastedAuthorizationOf } from '../utils/pasted-authorization';

/** Whether the connected mailbox is one the app can use (not one that needs connecting again). */
const isHealthy = (connection: MailboxConnection) =>
  connection.mailbox !== null &&
  connection.mailbox.matchesConfiguration &&
  connection.mailbox.lastRefreshError === null;

/**
 * The spec's two steps and their outcome: generate the link (opened in a new tab), paste the
 * code (or the whole address) with "Get Refresh Token", and the mailbox connected.
 */
export function AuthorizationSteps({ connection }: { readonly connection: MailboxConnection }) {
  const { t } = useTranslation('mailAuthorization');
  const format = useFormat();
  const toast = useToast();
  const serverText = useServerErrorText();
  const generate = useGenerateAuthorizationLink();
  const exchange = useExchangeCode();
  const [link, setLink] = useState<MailboxAuthorizationLink | null>(null);
  const [pasted, setPasted] = useState('');

  const generateLink = async () => {
    try {
      setLink(await generate.mutateAsync());
    } catch (error) {
      toast.error(t('toasts.linkFailed'), serverText.error(error));
    }
  };

  const submitCode = async () => {
    const authorization = pastedAuthorizationOf(pasted);
    if (!authorization) {
      toast.error(t('toasts.emptyCode'));
      return;
    }
    try {
      await exchange.mutateAsync(authorization);
      setPasted('');
      setLink(null);
      toast.success(t('toasts.connected'));
    } catch (error) {
      toast.error(t('toasts.connectFailed'), serverText.error(error));
    }
  };

  const connected = isHealthy(connection);
  const current = connected && !link ? 2 : link ? 1 : 0;
  return (
    <Steps
      orientation="vertical"
      current={current}
      items={[
        {
          title: t('steps.generate.title'),
          content: (
            <Flex vertical gap="small" align="flex-start" style={{ paddingBottom: 16 }}>
              <Typography.Text type="secondary">{t('steps.generate.content')}</Typography.Text>
              <Button
                type={link ? 'default' : 'primary'}
                icon={<KeyOutlined aria-hidden />}
                loading={generate.isPending}
                onClick={() => void generateLink()}
              >
                {link ? t('steps.generate.again') : t('steps.generate.action')}
              </Button>
              {link && (
                <Space wrap>
                  <Typography.Link
                    href={link.authUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="authorization-link"
                  >
                    <LinkOutlined aria-hidden /> {t('steps.generate.link')}
                  </Typography.Link>
                  <Typography.Text type="secondary">
                    {t('steps.generate.validUntil', { time: format.dateTime(link.expiresAt) })}
                  </Typography.Text>
                </Space>
              )}
            </Flex>
          ),
        },
        {
          title: t('steps.code.title'),
          content: (
            <Flex vertical gap="small" style={{ paddingBottom: 16, maxWidth: 640 }}>
              <Typography.Text type="secondary">{t('steps.code.content')}</Typography.Text>
              <Space.Compact block>
                <Input
                  value={pasted}
                  onChange={(event) => setPasted(event.target.value)}
                  onPressEnter={() => void submitCode()}
                  placeholder={t('steps.code.placeholder')}
                  aria-label={t('steps.code.label')}
                  autoComplete="off"
                  spellCheck={false}
                />
                <Button
                  type="primary"
                  loading={exchange.isPending}
                  onClick={() => void submitCode()}
                >
                  {t('steps.code.action')}
                </Button>
              </Space.Compact>
              <Typography.Text type="secondary">{t('steps.code.secret')}</Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('steps.connected.title'),
          content: (
            <Typography.Text type="secondary">
              {connected && connection.mailbox
                ? t('steps.connected.content', { account: connection.mailbox.account })
                : t('steps.connected.waiting')}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

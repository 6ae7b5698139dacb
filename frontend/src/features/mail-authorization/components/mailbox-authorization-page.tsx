import type { MailboxConnection } from '@memorial-care/contracts/http';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useToast } from '../../../lib/toast';
import { useServerErrorText } from '../../../lib/use-server-error-text';
import {
  getMailboxConnectionQueryOptions,
  mailboxConnectionQueryKey,
} from '../api/get-mailbox-connection';
import { callbackOutcomeOf } from '../utils/pasted-authorization';
import { AuthorizationSteps } from './authorization-steps';
import { ConnectedMailboxCard } from './connected-mailbox-card';

/**
 * Admin › Mail Authorization Setup (/admin/oauth-setup): the office mailbox's OAuth connection.
 * The provider sends the admin back here with `?mailbox=connected` or `?mailbox=failed&reason=`:
 * told in a toast, then taken off the address.
 */
export function MailboxAuthorizationPage() {
  const { t } = useTranslation('mailAuthorization');
  const connection = useQuery(getMailboxConnectionQueryOptions());
  useCallbackOutcome();

  return (
    <Flex vertical gap="large">
      <header>
        <Typography.Title level={1} className="page-title" style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </header>
      {connection.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : connection.isError ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={connection} />
      ) : (
        <MailboxAuthorization connection={connection.data} />
      )}
    </Flex>
  );
}

export function MailboxAuthorization({ connection }: { readonly connection: MailboxConnection }) {
  const { t } = useTranslation('mailAuthorization');
  const fromEnvironment = connection.mailbox?.source === 'environment';
  return (
    <>
      {!connection.configured && !fromEnvironment && (
        <Alert
          type="warning"
          showIcon
          title={t('notConfigured.title')}
          description={t('notConfigured.content')}
        />
      )}
      <ConnectedMailboxCard mailbox={connection.mailbox} />
      {connection.configured && !fromEnvironment && (
        <Card>
          <AuthorizationSteps connection={connection} />
        </Card>
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'issuer', label: t('provider.issuer'), children: connection.issuer },
          {
            key: 'redirectUri',
            label: t('provider.redirectUri'),
            children: (
              <Flex vertical>
                <Typography.Text copyable>{connection.redirectUri}</Typography.Text>
                <Typography.Text type="secondary">{t('provider.redirectHint')}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'scopes',
            label: t('provider.scopes'),
            children: (
              <Flex wrap gap="small">
                {connection.scopes.map((scope) => (
                  <Tag key={scope}>{scope}</Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </>
  );
}

/** The toast of the provider's redirect back, once; the address is cleaned of it. */
function useCallbackOutcome() {
  const { t } = useTranslation('mailAuthorization');
  const toast = useToast();
  const serverText = useServerErrorText();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The effect runs once per address, not once per render.
  const returned = searchParams.has('mailbox') ? searchParams.toString() : null;

  useEffect(() => {
    const outcome = returned === null ? null : callbackOutcomeOf(new URLSearchParams(returned));
    if (!outcome) return;
    if (outcome.outcome === 'connected') toast.success(t('toasts.connected'));
    else
      toast.error(
        t('toasts.connectFailed'),
        outcome.reason ? serverText.coded(outcome.reason, '') : undefined,
      );
    void queryClient.invalidateQueries({ queryKey: mailboxConnectionQueryKey });
    setSearchParams({}, { replace: true });
  }, [returned, toast, t, serverText, queryClient, setSearchParams]);
}

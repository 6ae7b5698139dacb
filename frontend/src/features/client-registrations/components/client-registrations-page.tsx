import type { ApproveResult } from '@memorial-care/contracts/http';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecentRegistrations } from '../hooks/use-recent-registrations';
import { InviteSentModal } from './invite-sent-modal';
import { RecentRegistrations } from './recent-registrations';
import { RegistrationDetailsModal } from './registration-details-modal';

// Dialogs stay mounted while they animate closed (`open: false`) and are dropped afterwards.
interface DetailsDialog {
  readonly id: string;
  readonly open: boolean;
}
interface InviteSentDialog {
  readonly result: ApproveResult;
  readonly open: boolean;
}

/** Admin › Registrations (/admin/client-registrations). */
export function ClientRegistrationsPage() {
  const { t } = useTranslation('clientRegistrations');
  const registrations = useRecentRegistrations();
  const [details, setDetails] = useState<DetailsDialog | null>(null);
  const [inviteSent, setInviteSent] = useState<InviteSentDialog | null>(null);
  // Invite expiry is judged against the time of this render; a refetch re-renders it.
  const now = new Date();
  const byId = (id: string) => registrations.data?.find((registration) => registration.id === id);
  const detailed = details && byId(details.id);

  return (
    <Flex vertical gap="large">
      <header>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </header>

      <RecentRegistrations
        query={registrations}
        now={now}
        onInviteIssued={(result) => {
          setDetails((d) => d && { ...d, open: false });
          setInviteSent({ result, open: true });
        }}
        onOpenDetails={(id) => setDetails({ id, open: true })}
      />

      {details && detailed && (
        <RegistrationDetailsModal
          registration={detailed}
          now={now}
          open={details.open}
          onClose={() => setDetails((d) => d && { ...d, open: false })}
          afterClose={() => setDetails((d) => (d && !d.open ? null : d))}
        />
      )}
      {inviteSent && (
        <InviteSentModal
          result={inviteSent.result}
          registration={byId(inviteSent.result.client.id)}
          open={inviteSent.open}
          onClose={() => setInviteSent((d) => d && { ...d, open: false })}
          afterClose={() => setInviteSent((d) => (d && !d.open ? null : d))}
        />
      )}
    </Flex>
  );
}

import { DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import type { Caretaker } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Empty, Flex, Modal, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import { useTaggedEdit } from '../../../lib/use-tagged-edit';
import { getCaretakersQueryOptions, getTaggedCaretakerQueryOptions } from '../api/get-caretakers';
import { useResendCaretakerInvite } from '../api/resend-caretaker-invite';
import { useDeleteCaretakerConfirm } from '../hooks/use-delete-caretaker-confirm';
import { displayStateOf } from '../utils/caretaker-status';
import { HolidayPlanner } from './holiday-planner';
import { StatusDot } from './status-dot';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useServerErrorText } from '../../../lib/use-server-error-text';

interface CaretakerDetailsModalProps {
  id: string;
  open: boolean;
  today: string;
  onClose: () => void;
  afterClose: () => void;
  onEdit: (caretaker: Caretaker) => void;
  onDeleted: () => void;
}

/** View, edit, delete, resend the invite, and the holiday planner. */
export function CaretakerDetailsModal({
  id,
  open,
  today,
  onClose,
  afterClose,
  onEdit,
  onDeleted,
}: CaretakerDetailsModalProps) {
  const { t } = useTranslation('caretakers');
  const format = useFormat();
  const toast = useToast();
  const serverText = useServerErrorText();
  // The list holds every field: the details read the same (fresh) data.
  const list = useQuery(getCaretakersQueryOptions());
  const listed = list.data?.find((c) => c.id === id);
  // The holiday planner saves against the caretaker's revision: a change someone else made
  // since is refused (412) instead of overwritten, and Reload brings it in.
  const holidays = useTaggedEdit(getTaggedCaretakerQueryOptions(id), open && listed !== undefined);
  const caretaker = listed && (holidays.data ?? listed);
  const confirmDelete = useDeleteCaretakerConfirm(onDeleted);
  const resend = useResendCaretakerInvite();

  const resendInvite = (target: Caretaker) =>
    resend.mutate(target.id, {
      onSuccess: () =>
        toast.success(t('toasts.inviteSent'), t('toasts.inviteSentText', { email: target.email })),
      onError: (error) => toast.error(t('toasts.inviteFailed'), serverText.error(error)),
    });

  const footer = (
    <Flex justify="space-between" wrap gap="small">
      <Flex gap="small" wrap>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={!caretaker}
          onClick={() => caretaker && confirmDelete(caretaker)}
        >
          {t('actions.delete')}
        </Button>
        <Button
          icon={<MailOutlined aria-hidden />}
          disabled={!caretaker}
          loading={resend.isPending}
          onClick={() => caretaker && resendInvite(caretaker)}
        >
          {t('actions.resendInvite')}
        </Button>
      </Flex>
      <Flex gap="small">
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button
          type="primary"
          icon={<EditOutlined aria-hidden />}
          disabled={!caretaker}
          onClick={() => caretaker && onEdit(caretaker)}
        >
          {t('actions.edit')}
        </Button>
      </Flex>
    </Flex>
  );

  const body = () => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (list.isError)
      return (
        <LoadFailedAlert
          title={t('list.loadFailed')}
          retryLabel={t('actions.retry')}
          query={list}
        />
      );
    if (!caretaker) return <Empty description={t('details.notFound')} />;
    const state = displayStateOf(caretaker, today);
    const notSpecified = t('details.notSpecified');
    return (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'status',
              label: t('details.status'),
              children: (
                <Flex align="center" gap="small">
                  <StatusDot state={state} /> {t(`state.${state}`)}
                </Flex>
              ),
            },
            { key: 'email', label: t('card.email'), children: caretaker.email },
            { key: 'phone', label: t('card.phone'), children: caretaker.phone },
            { key: 'region', label: t('card.region'), children: caretaker.region ?? notSpecified },
            {
              key: 'days',
              label: t('details.visitDays'),
              children:
                caretaker.preferredVisitDays.length > 0
                  ? caretaker.preferredVisitDays.map((day) => t(`weekdays.${day}`)).join(', ')
                  : t('details.noVisitDays'),
            },
            {
              key: 'rate',
              label: t('details.rate'),
              children:
                caretaker.perVisitRate !== null ? format.eur(caretaker.perVisitRate) : notSpecified,
            },
            {
              key: 'method',
              label: t('details.paymentMethod'),
              children: caretaker.preferredPaymentMethod
                ? t(`paymentMethod.${caretaker.preferredPaymentMethod}`)
                : notSpecified,
            },
            {
              key: 'paymentStatus',
              label: t('details.paymentStatus'),
              children: <Tag>{t(`paymentStatus.${caretaker.paymentStatus}`)}</Tag>,
            },
            {
              key: 'bank',
              label: t('details.bankDetails'),
              children: caretaker.bankDetails ?? notSpecified,
            },
            {
              key: 'language',
              label: t('details.preferredLanguage'),
              children: t(`language.${caretaker.preferredLanguage}`),
            },
            {
              key: 'requests',
              label: t('details.requests'),
              children: `${t('card.total')} ${caretaker.requestCounts.total} · ${t('card.active')} ${caretaker.requestCounts.active} · ${t('card.done')} ${caretaker.requestCounts.done}`,
            },
          ]}
        />
        <Divider />
        {/* Re-initialized when the saved dates change (a save here, or elsewhere). */}
        <HolidayPlanner
          key={caretaker.holidayDates.join(',')}
          caretaker={caretaker}
          edit={holidays}
          today={today}
        />
      </>
    );
  };

  return (
    <Modal
      open={open}
      title={caretaker?.name ?? t('details.title')}
      width={860}
      footer={footer}
      onCancel={onClose}
      afterClose={afterClose}
    >
      {body()}
    </Modal>
  );
}

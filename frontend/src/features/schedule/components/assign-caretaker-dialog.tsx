import type { Caretaker, ScheduleItem } from '@memorial-care/contracts/http';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { useServiceTypeLabel } from '../../../lib/service-requests/use-service-type-label';
import { caretakerChoicesFor, type CaretakerChoice } from '../utils/caretaker-choices';
import { weekdayName } from '../utils/weekday-name';

interface AssignCaretakerDialogProps {
  /** The visit to assign; null closes the dialog. */
  readonly item: ScheduleItem | null;
  readonly caretakers: readonly Caretaker[];
  readonly caretakersLoading: boolean;
  readonly saving: boolean;
  /** Resolves true once assigned (the dialog then closes). */
  readonly onAssign: (item: ScheduleItem, caretaker: Caretaker) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * Assign or change a visit's caretaker: those who can work on the visit's day first, then the
 * others with the reason (the server refuses them, and says so).
 */
export function AssignCaretakerDialog(props: AssignCaretakerDialogProps) {
  // Keyed by the visit: each opening starts from its current caretaker.
  return <AssignDialog key={props.item?.id ?? 'none'} {...props} />;
}

function AssignDialog({
  item,
  caretakers,
  caretakersLoading,
  saving,
  onAssign,
  onClose,
}: AssignCaretakerDialogProps) {
  const { t } = useTranslation('schedule');
  const format = useFormat();
  const language = useLanguage();
  const serviceLabel = useServiceTypeLabel();
  const [chosenId, setChosenId] = useState<string | null>(item?.caretakerId ?? null);
  const choices = caretakerChoicesFor(
    caretakers,
    item?.scheduledDate ?? null,
    item?.caretakerId ?? null,
  );
  const chosen = choices.find((choice) => choice.caretaker.id === chosenId)?.caretaker;

  const labelOf = ({ caretaker, unavailability }: CaretakerChoice<Caretaker>) => {
    const notes = [
      caretaker.id === item?.caretakerId && t('assignDialog.current'),
      unavailability?.reason === 'holiday' && t('assignDialog.onHoliday'),
      unavailability?.reason === 'weekday' &&
        t('assignDialog.dayOff', { weekday: weekdayName(unavailability.weekday, language) }),
    ].filter(Boolean);
    return notes.length > 0 ? `${caretaker.name} (${notes.join(', ')})` : caretaker.name;
  };
  const group = (available: boolean) =>
    choices
      .filter((choice) => (choice.unavailability === null) === available)
      .map((choice) => ({ value: choice.caretaker.id, label: labelOf(choice) }));
  const groups = [
    { label: t('assignDialog.available'), options: group(true) },
    { label: t('assignDialog.notAvailable'), options: group(false) },
  ].filter((options) => options.options.length > 0);

  const submit = async () => {
    if (item && chosen && (await onAssign(item, chosen))) onClose();
  };

  return (
    <Modal
      open={item !== null}
      title={t('assignDialog.title')}
      okText={t('assignDialog.submit')}
      cancelText={t('assignDialog.cancel')}
      okButtonProps={{ disabled: !chosen || chosen.id === item?.caretakerId, loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {item && (
        <Typography.Paragraph type="secondary">
          {t('assignDialog.visit', {
            service: serviceLabel(item.serviceType),
            date: format.dateTime(item.scheduledDate),
          })}
        </Typography.Paragraph>
      )}
      <label htmlFor="schedule-assign-caretaker">
        <Typography.Text strong>{t('assignDialog.caretaker')}</Typography.Text>
      </label>
      <Select
        id="schedule-assign-caretaker"
        style={{ width: '100%', marginTop: 8 }}
        placeholder={t('assignDialog.placeholder')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={caretakersLoading}
        value={chosenId ?? undefined}
        onChange={setChosenId}
        options={groups}
      />
    </Modal>
  );
}

import { cemeteryFieldLimits, type Cemetery } from '@memorial-care/contracts/http';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateCemetery } from '../api/update-cemetery';
import { useCemeteryNotifications } from '../hooks/use-cemetery-notifications';
import { textOrNull } from '../utils/cemetery-form-values';

interface AddPhoneModalProps {
  cemetery: Cemetery;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

interface PhoneFormValues {
  phoneEmail: string;
}

/** The "Add Phone" prompt: blank input changes nothing; otherwise only phoneEmail is patched. */
export function AddPhoneModal({ cemetery, open, onClose, afterClose }: AddPhoneModalProps) {
  const { t } = useTranslation('cemeteries');
  const [form] = Form.useForm<PhoneFormValues>();
  const update = useUpdateCemetery();
  const notify = useCemeteryNotifications();

  const save = ({ phoneEmail }: PhoneFormValues) => {
    const value = textOrNull(phoneEmail);
    if (!value || value === cemetery.phoneEmail) {
      onClose();
      return;
    }
    update.mutate(
      { id: cemetery.id, patch: { phoneEmail: value } },
      {
        onSuccess: () => {
          notify.success('toasts.updated');
          onClose();
        },
        onError: (error) => notify.failure('toasts.updateFailed', error),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={cemetery.phoneEmail ? t('details.changePhone') : t('phonePrompt.title')}
      okText={t('phonePrompt.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={afterClose}
      width={440}
    >
      <Form<PhoneFormValues>
        form={form}
        name="cemetery-phone"
        layout="vertical"
        initialValues={{ phoneEmail: cemetery.phoneEmail ?? '' }}
        onFinish={save}
      >
        {/* A lone text field submits on Enter (implicit submission), as a prompt should. */}
        <Form.Item name="phoneEmail" label={t('phonePrompt.label')} extra={t('phonePrompt.hint')}>
          <Input
            placeholder={t('phonePrompt.placeholder')}
            autoFocus
            maxLength={cemeteryFieldLimits.phoneEmail}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

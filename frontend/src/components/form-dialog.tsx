import { Form, Modal, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import './form-dialog.css';

/** What opens and closes a dialog. */
export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The dialog's texts, under these keys in the form's own namespace. */
export type FormDialogTextKey = 'title' | 'intro' | 'actions.submit' | 'actions.cancel';

/**
 * The form store of a FormDialog, and the props that tie the dialog to it. The store outlives
 * the hidden dialog, so Cancel keeps what was typed; `finish` (the request went through) clears
 * it and closes the dialog.
 */
export function useFormDialog<V>({ open, onClose }: DialogProps) {
  const [form] = Form.useForm<V>();
  const finish = () => {
    form.resetFields();
    onClose();
  };
  return { form, finish, dialog: { open, onClose, form } };
}

export interface FormDialogProps<V> extends DialogProps {
  readonly form: FormInstance<V>;
  /** The form's name (antd derives the fields' ids from it). */
  readonly name: string;
  /** The form's `t` (its namespace holds the FormDialogTextKey texts). */
  readonly t: (key: FormDialogTextKey) => string;
  readonly width: number;
  readonly initialValues: Partial<V>;
  readonly onFinish: (values: V) => void;
  /** Called after the user changed a field (e.g. to refresh an error summary). */
  readonly onValuesChange?: () => void;
  /** The OK button spins while the request is on its way. */
  readonly submitting: boolean;
  /** The fields wait (disabled) while the record edited is on its way. */
  readonly loading?: boolean;
  readonly children: ReactNode;
}

/**
 * A dialog that is one form: the title, an intro line, the fields; the OK button submits the
 * form (so does Enter), Cancel and ✕ close the dialog. The whole dialog sits inside the `<form>`,
 * so the footer's button is its submit button.
 */
export function FormDialog<V>({
  open,
  onClose,
  form,
  name,
  t,
  width,
  initialValues,
  onFinish,
  onValuesChange,
  submitting,
  loading = false,
  children,
}: FormDialogProps<V>) {
  return (
    <Modal
      open={open}
      title={t('title')}
      width={width}
      okText={t('actions.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: submitting, disabled: loading }}
      onCancel={onClose}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      // Hidden fields leave the page (no second "Email" beside the sign-in form's).
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<V>
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onFinish}
          onValuesChange={onValuesChange}
          disabled={loading}
          scrollToFirstError
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {children}
    </Modal>
  );
}

/** Two fields side by side (one above the other on a narrow screen). */
export function FieldPair({ children }: { readonly children: ReactNode }) {
  return <div className="form-dialog__pair">{children}</div>;
}

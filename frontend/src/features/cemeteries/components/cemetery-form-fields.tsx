import { visitWindows } from '@memorial-care/contracts/domain';
import { cemeteryFieldLimits } from '@memorial-care/contracts/http';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVisitWindowLabel } from '../hooks/use-visit-window-label';
import { CaretakerCheckboxes } from './caretaker-checkboxes';

const half = { xs: 24, sm: 12 } as const;

/** The fields of the add and edit dialogs; the labels are the fields' accessible names. */
export function CemeteryFormFields() {
  const { t } = useTranslation('cemeteries');
  const visitWindowLabel = useVisitWindowLabel();
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <>
      <Typography.Title level={5}>{t('form.sections.location')}</Typography.Title>
      <Form.Item name="name" label={t('form.name')} rules={required(t('form.nameRequired'))}>
        <Input
          placeholder={t('form.namePlaceholder')}
          autoFocus
          maxLength={cemeteryFieldLimits.name}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="city" label={t('form.city')} rules={required(t('form.cityRequired'))}>
            <Input placeholder={t('form.cityPlaceholder')} maxLength={cemeteryFieldLimits.city} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="region"
            label={t('form.region')}
            rules={required(t('form.regionRequired'))}
          >
            <Input
              placeholder={t('form.regionPlaceholder')}
              maxLength={cemeteryFieldLimits.region}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="country" label={t('form.country')}>
            <Input maxLength={cemeteryFieldLimits.country} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address" label={t('form.address')}>
            <Input
              placeholder={t('form.addressPlaceholder')}
              maxLength={cemeteryFieldLimits.address}
            />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={5}>{t('form.sections.contact')}</Typography.Title>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="contact" label={t('form.contact')}>
            <Input maxLength={cemeteryFieldLimits.contact} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phoneEmail" label={t('form.phoneEmail')}>
            <Input
              placeholder={t('form.phoneEmailPlaceholder')}
              maxLength={cemeteryFieldLimits.phoneEmail}
            />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={5}>{t('form.sections.care')}</Typography.Title>
      <CaretakerCheckboxes />
      <Form.Item name="preferredVisitHours" label={t('form.preferredVisitHours')}>
        <Select
          allowClear
          placeholder={t('form.preferredVisitHoursPlaceholder')}
          options={visitWindows.map((window) => ({
            value: window,
            label: visitWindowLabel(window),
          }))}
        />
      </Form.Item>
      <Form.Item name="accessNotes" label={t('form.accessNotes')}>
        <Input.TextArea
          placeholder={t('form.accessNotesPlaceholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={cemeteryFieldLimits.accessNotes}
        />
      </Form.Item>
    </>
  );
}

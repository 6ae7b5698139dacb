import { visitWindows } from '@memorial-care/contracts/domain';
import { cemeteryFieldLimits } from '@memorial-care/contracts/http';
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useVisitWindowLabel } from '../hooks/use-visit-window-label';
import { CaretakerCheckboxes } from './caretaker-checkboxes';

const half = { xs: 24, sm: 12 } as const;

type Axis = 'latitude' | 'longitude';
const otherAxis: Record<Axis, Axis> = { latitude: 'longitude', longitude: 'latitude' };
const axisLimit: Record<Axis, number> = { latitude: 90, longitude: 180 };
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A coordinate within its range; the position is both coordinates or neither, so the empty one
 * of a half-filled pair says so.
 */
const coordinateRules = (axis: Axis, rangeMessage: string, pairMessage: string): Rule[] => [
  { type: 'number', min: -axisLimit[axis], max: axisLimit[axis], message: rangeMessage },
  ({ getFieldValue }) => ({
    validator: (_, value: unknown) =>
      isBlank(value) && !isBlank(getFieldValue(otherAxis[axis]))
        ? Promise.reject(new Error(pairMessage))
        : Promise.resolve(),
  }),
];

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
        {(['latitude', 'longitude'] as const).map((axis) => (
          <Col key={axis} {...half}>
            <Form.Item
              name={axis}
              label={t(`form.${axis}`)}
              dependencies={[otherAxis[axis]]}
              rules={coordinateRules(axis, t(`form.${axis}Range`), t('form.positionPair'))}
              extra={axis === 'latitude' ? t('form.positionHelp') : undefined}
            >
              <InputNumber
                min={-axisLimit[axis]}
                max={axisLimit[axis]}
                step={0.0001}
                placeholder={t(`form.${axis}Placeholder`)}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
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

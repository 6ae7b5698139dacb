import type { Caretaker } from '@memorial-care/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Col, Form, Row, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaretakersQueryOptions } from '../../../lib/api/get-caretakers';

/** The "Assigned caretakers" form item: one checkbox per caretaker, ids kept as strings. */
export function CaretakerCheckboxes() {
  const { t } = useTranslation('cemeteries');
  const labelId = useId();
  const caretakers = useQuery(getCaretakersQueryOptions());

  return (
    <Form.Item label={<span id={labelId}>{t('form.caretakers')}</span>}>
      {caretakers.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : caretakers.isError ? (
        <Alert type="warning" showIcon title={t('form.caretakersFailed')} />
      ) : caretakers.data.length === 0 ? (
        <Typography.Text type="secondary">{t('form.noCaretakers')}</Typography.Text>
      ) : (
        <Form.Item name="caretakerIds" noStyle>
          <Checkbox.Group role="group" aria-labelledby={labelId} style={{ width: '100%' }}>
            <Row gutter={[16, 8]} style={{ width: '100%' }}>
              {sortByName(caretakers.data).map((caretaker) => (
                <Col key={caretaker.id} xs={24} sm={12}>
                  <Checkbox value={caretaker.id}>
                    <CaretakerLabel caretaker={caretaker} />
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Checkbox.Group>
        </Form.Item>
      )}
    </Form.Item>
  );
}

function CaretakerLabel({ caretaker }: { caretaker: Caretaker }) {
  const { t } = useTranslation('cemeteries');
  return (
    <>
      {caretaker.name}
      {caretaker.region && (
        <Typography.Text type="secondary"> · {caretaker.region}</Typography.Text>
      )}
      {!caretaker.isActive && (
        <Tag style={{ marginInlineStart: 8 }} variant="filled">
          {t('form.inactive')}
        </Tag>
      )}
    </>
  );
}

const sortByName = (caretakers: readonly Caretaker[]) =>
  [...caretakers].sort((a, b) => a.name.localeCompare(b.name));

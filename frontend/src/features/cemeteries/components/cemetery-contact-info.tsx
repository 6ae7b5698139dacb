import { PhoneOutlined } from '@ant-design/icons';
import type { Cemetery } from '@memorial-care/contracts/http';
import { Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPhoneModal } from './add-phone-modal';

export function CemeteryContactInfo({ cemetery }: { cemetery: Cemetery }) {
  const { t } = useTranslation('cemeteries');
  const [prompt, setPrompt] = useState<'open' | 'closing' | null>(null);
  const notProvided = (
    <Typography.Text type="secondary">{t('details.notProvided')}</Typography.Text>
  );

  const items = [
    { key: 'contact', label: t('details.contact'), children: cemetery.contact ?? notProvided },
    {
      key: 'phoneEmail',
      label: t('details.phoneEmail'),
      children: cemetery.phoneEmail ?? notProvided,
    },
    ...(cemetery.phones.length > 0
      ? [{ key: 'phones', label: t('details.phones'), children: cemetery.phones.join(', ') }]
      : []),
    ...(cemetery.emails.length > 0
      ? [{ key: 'emails', label: t('details.emails'), children: cemetery.emails.join(', ') }]
      : []),
  ];

  return (
    <>
      <Descriptions
        title={t('details.contactInfo')}
        extra={
          <Button
            size="small"
            icon={<PhoneOutlined aria-hidden />}
            onClick={() => setPrompt('open')}
          >
            {cemetery.phoneEmail ? t('details.changePhone') : t('details.addPhone')}
          </Button>
        }
        column={{ xs: 1, sm: 2 }}
        size="small"
        items={items}
      />
      {prompt && (
        <AddPhoneModal
          cemetery={cemetery}
          open={prompt === 'open'}
          onClose={() => setPrompt('closing')}
          afterClose={() => setPrompt(null)}
        />
      )}
    </>
  );
}

import { registrationFieldLimits, type PublicCemetery } from '@memorial-care/contracts/http';
import { AutoComplete, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cemeteryMatches, cemeteryOptionText } from '../utils/cemetery-choice';

interface CemeteryOption {
  readonly value: string;
  readonly label: string;
  readonly cemetery: PublicCemetery;
}

interface CemeteryFieldProps {
  readonly cemeteries: readonly PublicCemetery[];
}

/**
 * Picked from the list or typed: the field holds text either way, and the request decides
 * (utils/cemetery-choice.ts) whether it names a known cemetery or a new one.
 */
export function CemeteryField({ cemeteries }: CemeteryFieldProps) {
  const { t } = useTranslation('registration');
  const options = useMemo(() => {
    const byText = new Map<string, CemeteryOption>();
    for (const cemetery of cemeteries) {
      const text = cemeteryOptionText(cemetery);
      if (!byText.has(text)) byText.set(text, { value: text, label: text, cemetery });
    }
    return [...byText.values()];
  }, [cemeteries]);

  return (
    <Form.Item name="cemetery" label={t('fields.cemetery')} extra={t('fields.cemeteryHint')}>
      <AutoComplete<string, CemeteryOption>
        options={options}
        showSearch={{
          filterOption: (typed, option) => !!option && cemeteryMatches(option.cemetery, typed),
        }}
        placeholder={t('fields.cemeteryPlaceholder')}
        allowClear
        maxLength={registrationFieldLimits.cemeteryName}
      />
    </Form.Item>
  );
}

import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CemeteryView } from '../hooks/use-cemetery-view';

interface CemeteryViewSwitchProps {
  value: CemeteryView;
  onChange: (view: CemeteryView) => void;
}

/** "By city" (cards under their cities) or "Table" (a line per cemetery). */
export function CemeteryViewSwitch({ value, onChange }: CemeteryViewSwitchProps) {
  const { t } = useTranslation('cemeteries');
  return (
    <Segmented<CemeteryView>
      aria-label={t('list.view.label')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'grouped', label: t('list.view.grouped'), icon: <AppstoreOutlined aria-hidden /> },
        { value: 'table', label: t('list.view.table'), icon: <TableOutlined aria-hidden /> },
      ]}
    />
  );
}

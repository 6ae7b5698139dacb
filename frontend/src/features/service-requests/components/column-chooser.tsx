import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChoicesControl } from '../hooks/use-column-choices';
import {
  alwaysShownColumns,
  type ColumnFit,
  type ColumnLayout,
  type RequestColumnKey,
} from '../utils/column-layout';

interface ColumnChooserProps {
  readonly fits: readonly ColumnFit[];
  readonly layout: ColumnLayout;
  readonly control: ColumnChoicesControl;
  readonly labelOf: (key: RequestColumnKey) => string;
}

/**
 * "Columns": a tick per column (Request and Actions always on). Unticked and ticked columns are
 * remembered; the others come and go with the room the screen has, which the panel says.
 */
export function ColumnChooser({ fits, layout, control, labelOf }: ColumnChooserProps) {
  const { t } = useTranslation('serviceRequests');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  const panel = (
    <Flex vertical gap="small" id={panelId} onKeyDown={closeOnEscape}>
      <Flex vertical role="group" aria-label={t('list.columns.label')}>
        {fits.map(({ key }) => (
          <Checkbox
            key={key}
            checked={layout.visible.includes(key)}
            disabled={alwaysShownColumns.includes(key)}
            onChange={(event) => control.choose(key, event.target.checked)}
          >
            {labelOf(key)}
          </Checkbox>
        ))}
      </Flex>
      {layout.droppedForRoom.length > 0 && (
        <Typography.Text type="secondary" style={{ maxWidth: 220, fontSize: 12 }}>
          {t('list.columns.noRoom')}
        </Typography.Text>
      )}
      <Button size="small" onClick={control.reset}>
        {t('list.columns.reset')}
      </Button>
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={panel}
      // Next to the button in the page, so Tab walks from the button into the ticks.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button
        icon={<SettingOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onKeyDown={closeOnEscape}
      >
        {t('list.columns.button')}
      </Button>
    </Popover>
  );
}

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { scheduleViews, type ScheduleView } from '@memorial-care/contracts/http';
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface ScheduleToolbarProps {
  readonly view: ScheduleView;
  /** The calendar's words for the days shown ("Mar 2 – 8, 2026"); '' until it said. */
  readonly rangeLabel: string;
  readonly onViewChange: (view: ScheduleView) => void;
  readonly onStep: (step: -1 | 1) => void;
  readonly onToday: () => void;
}

/** Day, Week and Month; Previous, Today and Next; and the range shown. */
export function ScheduleToolbar({
  view,
  rangeLabel,
  onViewChange,
  onStep,
  onToday,
}: ScheduleToolbarProps) {
  const { t } = useTranslation('schedule');
  return (
    <Flex justify="space-between" align="center" wrap gap="middle">
      <Flex align="center" wrap gap="middle">
        <Space.Compact role="group" aria-label={t('navigation.label')}>
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('navigation.previous')}
            title={t('navigation.previous')}
            onClick={() => onStep(-1)}
          />
          <Button onClick={onToday}>{t('navigation.today')}</Button>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={t('navigation.next')}
            title={t('navigation.next')}
            onClick={() => onStep(1)}
          />
        </Space.Compact>
        <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
          {rangeLabel}
        </Typography.Title>
      </Flex>
      <Segmented<ScheduleView>
        aria-label={t('views.label')}
        value={view}
        onChange={onViewChange}
        options={scheduleViews.map((value) => ({ value, label: t(`views.${value}`) }))}
      />
    </Flex>
  );
}

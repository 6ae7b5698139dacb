import {
  CalendarOutlined,
  FileTextOutlined,
  PlusOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLinkButton } from '../../../components/router-link-button';
import { GenerateReportDialog } from './generate-report-dialog';

/** Quick links to the admin's lists. */
export function QuickLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('links.title')} size="small">
      <Flex wrap gap="small">
        <RouterLinkButton to="/admin/clients" icon={<UserOutlined />}>
          {t('links.clients')}
        </RouterLinkButton>
        <RouterLinkButton to="/admin/schedule" icon={<CalendarOutlined />}>
          {t('links.schedule')}
        </RouterLinkButton>
        <RouterLinkButton to="/admin/caretakers" icon={<TeamOutlined />}>
          {t('links.caretakers')}
        </RouterLinkButton>
        <RouterLinkButton to="/admin/payments" icon={<FileTextOutlined />}>
          {t('links.reports')}
        </RouterLinkButton>
      </Flex>
    </Card>
  );
}

/** Quick Actions: a new request (the caller's form), the schedule, a new caretaker, a report. */
export function QuickActions({ onNewRequest }: { readonly onNewRequest: () => void }) {
  const { t } = useTranslation('dashboard');
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <Card title={t('actions.title')} size="small">
      <Flex vertical gap="small">
        <Button block icon={<PlusOutlined />} onClick={onNewRequest}>
          {t('actions.newRequest')}
        </Button>
        <RouterLinkButton block to="/admin/schedule" icon={<CalendarOutlined />}>
          {t('actions.scheduleVisit')}
        </RouterLinkButton>
        <RouterLinkButton block to="/admin/caretakers?add=1" icon={<UserAddOutlined />}>
          {t('actions.addCaretaker')}
        </RouterLinkButton>
        <Button block icon={<FileTextOutlined />} onClick={() => setReportOpen(true)}>
          {t('actions.generateReport')}
        </Button>
      </Flex>
      <GenerateReportDialog open={reportOpen} onClose={() => setReportOpen(false)} />
    </Card>
  );
}

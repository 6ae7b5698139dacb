import {
  CalendarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@memorial-care/contracts/http';
import { Badge, Button, Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './hub-page.css';

type HubCard =
  'dashboard' | 'clients' | 'schedule' | 'serviceRequests' | 'caretakers' | 'cemeteries';

const cards: ReadonlyArray<{ key: HubCard; path: string; icon: ReactNode }> = [
  { key: 'dashboard', path: '/dashboard', icon: <DashboardOutlined /> },
  { key: 'clients', path: '/clients', icon: <TeamOutlined /> },
  { key: 'schedule', path: '/schedule', icon: <CalendarOutlined /> },
  { key: 'serviceRequests', path: '/service-requests', icon: <FileTextOutlined /> },
  { key: 'caretakers', path: '/caretakers', icon: <SafetyCertificateOutlined /> },
  { key: 'cemeteries', path: '/cemeteries', icon: <EnvironmentOutlined /> },
];

interface HubPageProps {
  readonly user: CurrentUser;
  readonly displayName: string;
  /** Ends the session (a POST) and leaves the page. */
  readonly onSignOut: () => void;
  readonly signingOut: boolean;
}

/** The home of a signed-in user without a role (spec part 1, section 2). */
export function HubPage({ user, displayName, onSignOut, signingOut }: HubPageProps) {
  const { t } = useTranslation('hub');

  return (
    <div className="hub">
      <Typography.Title level={1} className="hub__title">
        {t('title', { name: displayName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>

      <ul className="hub__cards">
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.path} className="hub__card">
              <span className="hub__card-icon" aria-hidden>
                {card.icon}
              </span>
              <span className="hub__card-text">
                <strong>{t(`cards.${card.key}`)}</strong>
                <span>{t(`cards.${card.key}Hint`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <Card title={t('status.title')} className="hub__status">
        <Descriptions column={1} size="small">
          {/* Facts this page knows for certain, instead of placeholder dashes. */}
          <Descriptions.Item label={t('status.connection')}>
            <Badge status="success" text={t('status.connected')} />
          </Descriptions.Item>
          <Descriptions.Item label={t('status.name')}>{displayName}</Descriptions.Item>
          <Descriptions.Item label={t('status.email')}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={t('status.role')}>{t('status.noRole')}</Descriptions.Item>
        </Descriptions>
        <Button
          icon={<LogoutOutlined />}
          onClick={onSignOut}
          loading={signingOut}
          className="hub__sign-out"
        >
          {t('signOut')}
        </Button>
      </Card>
    </div>
  );
}

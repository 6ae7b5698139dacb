import { ToolOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ScreenName =
  | 'dashboard'
  | 'serviceRequests'
  | 'clients'
  | 'cemeteries'
  | 'caretakers'
  | 'clientRegistrations'
  | 'oauthSetup'
  | 'payments'
  | 'myRequests'
  | 'myGraves';

/**
 * A screen of a later work item. It says so plainly instead of showing made-up content; the
 * route, sidebar entry and title are already the real ones, and what is already built (children)
 * shows above the notice.
 */
export function ScreenInProgress({
  name,
  children,
}: {
  readonly name: ScreenName;
  /** What the screen already shows, between its title and the notice. */
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <>
      <Typography.Title level={2} className="page-title">
        {t(`screens.${name}`)}
      </Typography.Title>
      {children && <div style={{ marginBottom: 24 }}>{children}</div>}
      <Card>
        <Result
          icon={<ToolOutlined style={{ color: '#c9a45c' }} />}
          title={t('screens.beingBuilt')}
          subTitle={t('screens.beingBuiltHint')}
        />
      </Card>
    </>
  );
}

import type { DashboardStats } from '@memorial-care/contracts/http';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { intlLocale } from '../../../lib/languages';
import { onActivationKey } from '../../../lib/activation-keys';
import { useFormat, useLanguage } from '../../../lib/use-format';
import { formatRatio, monthChange } from '../utils/month-change';

type CardKey = 'activeRequests' | 'pendingRequests' | 'revenue' | 'activeCaretakers';

/** Where each card leads (spec part 2, section 2). */
const cardTargets: Record<CardKey, string> = {
  activeRequests: '/admin/service-requests',
  pendingRequests: '/admin/service-requests?status=pending',
  revenue: '/admin/payments',
  activeCaretakers: '/admin/caretakers',
};

function ChangeText({ thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const change = monthChange(thisMonth, lastMonth);
  if (change.kind === 'same')
    return <Typography.Text type="secondary">{t('change.same')}</Typography.Text>;
  if (change.kind === 'new')
    return <Typography.Text type="secondary">{t('change.new')}</Typography.Text>;
  return (
    <Typography.Text type={change.ratio > 0 ? 'success' : 'danger'}>
      {t('change.fromLastMonth', { change: formatRatio(change.ratio, intlLocale[language]) })}
    </Typography.Text>
  );
}

/** The four cards, each a link to its list, with the change the server's figures make. */
export function DashboardStatCards({
  stats,
  loading,
}: {
  readonly stats: DashboardStats | undefined;
  readonly loading: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const navigate = useNavigate();
  const keys: CardKey[] = ['activeRequests', 'pendingRequests', 'revenue', 'activeCaretakers'];

  return (
    <Row gutter={[16, 16]}>
      {keys.map((key) => {
        const card = stats?.[key];
        const value = !card ? '—' : key === 'revenue' ? format.eur(card.value) : card.value;
        return (
          <Col key={key} xs={12} lg={6}>
            <Card
              hoverable
              data-testid={`dashboard-card-${key}`}
              style={{ height: '100%' }}
              onClick={() => void navigate(cardTargets[key])}
              // A link to its list for the keyboard too.
              role="link"
              tabIndex={0}
              onKeyDown={onActivationKey(() => void navigate(cardTargets[key]), 'link')}
            >
              <Statistic title={t(`cards.${key}`)} loading={loading} value={value} />
              {card && (
                <Typography.Paragraph style={{ margin: 0, fontSize: 12 }}>
                  <ChangeText
                    thisMonth={Number(card.thisMonth)}
                    lastMonth={Number(card.lastMonth)}
                  />
                  <br />
                  <Typography.Text type="secondary">{t(`notes.${key}`)}</Typography.Text>
                </Typography.Paragraph>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

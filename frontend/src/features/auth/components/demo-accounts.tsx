import type { PublicConfig } from '@memorial-care/contracts/http';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface DemoAccountsProps {
  readonly accounts: PublicConfig['demoAccounts'];
  readonly onUse: (account: PublicConfig['demoAccounts'][number]) => void;
}

/** The demo accounts the server announces; nothing at all when it announces none. */
export function DemoAccounts({ accounts, onUse }: DemoAccountsProps) {
  const { t } = useTranslation('auth');
  if (accounts.length === 0) return null;

  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        {t('demo.title')}
      </h2>
      <Typography.Paragraph type="secondary" className="demo-accounts__hint">
        {t('demo.hint')}
      </Typography.Paragraph>
      <ul className="demo-accounts__list">
        {accounts.map((account) => {
          const role = t(`demo.roles.${account.role}`);
          return (
            <li key={account.email} className="demo-accounts__item">
              <div className="demo-accounts__credentials">
                <Typography.Text strong>{role}</Typography.Text>
                <Typography.Text copyable className="demo-accounts__value">
                  {account.email}
                </Typography.Text>
                <Typography.Text copyable code className="demo-accounts__value">
                  {account.password}
                </Typography.Text>
              </div>
              <Button
                size="small"
                onClick={() => onUse(account)}
                aria-label={t('demo.useAccount', { role })}
              >
                {t('demo.use')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

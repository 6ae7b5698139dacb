import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitch } from '../../../components/language-switch';
import { useInvitePage } from '../hooks/use-invite-page';
import { InviteActivated } from './invite-activated';
import { InviteActivationForm } from './invite-activation-form';
import { InviteInvalid } from './invite-invalid';
import './invite-page.css';
import { InviteVerifying } from './invite-verifying';
import { InviteWelcome } from './invite-welcome';

/** The invite acceptance page (/invite/{token}), for signed-out visitors. */
export function InvitePage({ token }: { readonly token: string }) {
  const { t } = useTranslation('app');
  const { state, activate, failureText, goHome } = useInvitePage(token);

  return (
    <div className="invite-page">
      <header className="invite-page__bar">
        <Link to="/" className="invite-page__brand">
          <BrandMark />
          <span>{t('productName')}</span>
        </Link>
        <LanguageSwitch size="small" />
      </header>
      <main className="invite-page__main">
        <Card className="invite-page__card">
          {state.kind === 'verifying' && <InviteVerifying />}
          {state.kind === 'invalid' && (
            <InviteInvalid reason={failureText(state.failure)} onGoHome={goHome} />
          )}
          {(state.kind === 'ready' || state.kind === 'activating') && (
            <InviteWelcome invite={state.invite}>
              <InviteActivationForm
                activating={state.kind === 'activating'}
                onActivate={activate}
              />
            </InviteWelcome>
          )}
          {state.kind === 'done' && <InviteActivated onGoHome={goHome} />}
        </Card>
      </main>
    </div>
  );
}

import { CalendarOutlined, CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitch } from '../../../components/language-switch';
import './landing-page.css';

const signInSectionId = 'sign-in';

interface LandingPageProps {
  /** The sign-in form, supplied by the app shell (features do not import each other). */
  readonly signIn: ReactNode;
  /** The field to focus once the header's Sign In button has scrolled to the form. */
  readonly signInFocusId?: string;
}

export function LandingPage({ signIn, signInFocusId }: LandingPageProps) {
  const { t } = useTranslation('landing');

  const scrollToSignIn = () => {
    document
      .getElementById(signInSectionId)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (signInFocusId) document.getElementById(signInFocusId)?.focus({ preventScroll: true });
  };

  return (
    <div className="landing">
      <header className="landing__bar">
        <a className="landing__brand" href="/">
          <BrandMark />
          <span>{t('hero.tagline')}</span>
        </a>
        <nav className="landing__bar-actions">
          <LanguageSwitch size="small" />
          <Button type="primary" onClick={scrollToSignIn}>
            {t('header.signIn')}
          </Button>
        </nav>
      </header>

      <main className="landing__hero">
        <section className="landing__intro">
          <Typography.Title level={1} className="landing__tagline">
            {t('hero.tagline')}
          </Typography.Title>
          <Typography.Paragraph className="landing__promise">
            {t('hero.promise')}
          </Typography.Paragraph>
          <ul className="landing__highlights">
            <li>
              <EnvironmentOutlined aria-hidden />
              {t('hero.coverage')}
            </li>
            <li>
              <CameraOutlined aria-hidden />
              {t('hero.photos')}
            </li>
            <li>
              <CalendarOutlined aria-hidden />
              {t('hero.calendar')}
            </li>
          </ul>
        </section>
        <section id={signInSectionId} className="landing__sign-in" aria-label={t('header.signIn')}>
          {signIn}
        </section>
      </main>

      <footer className="landing__footer">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}

import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageSwitch } from '../../../components/language-switch';
import { mainContentId, SkipLink } from '../../../components/skip-link';
import { useDeferredDialog } from '../hooks/use-deferred-dialog';
import type { LoadLandingDialog } from '../landing-dialog';
import { ContactFooter } from './contact-footer';
import { LandingHero } from './landing-hero';
import { PromisesSection } from './promises-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';
import './landing-page.css';
import './landing-sections.css';

const signInSectionId = 'sign-in';

interface LandingPageProps {
  /** The sign-in form, supplied by the app shell (features do not import each other). */
  readonly signIn: ReactNode;
  /** The field to focus once the header's Sign In button has scrolled to the form. */
  readonly signInFocusId?: string;
  /** "Start Your Care Journey": the registration dialog's chunk; no button without it. */
  readonly registrationDialog?: LoadLandingDialog;
  /** "Schedule a Service": the guest request dialog's chunk; no button without it. */
  readonly guestRequestDialog?: LoadLandingDialog;
}

export function LandingPage({
  signIn,
  signInFocusId,
  registrationDialog,
  guestRequestDialog,
}: LandingPageProps) {
  const { t } = useTranslation('landing');
  const registration = useDeferredDialog(registrationDialog);
  const guestRequest = useDeferredDialog(guestRequestDialog);

  const scrollToSignIn = () => {
    document
      .getElementById(signInSectionId)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (signInFocusId) document.getElementById(signInFocusId)?.focus({ preventScroll: true });
  };

  return (
    <div className="landing">
      <SkipLink />
      <header className="landing__bar">
        <a className="landing__brand" href="/">
          <BrandMark />
          <span>{t('hero.tagline')}</span>
        </a>
        <nav className="landing__nav" aria-label={t('header.sections')}>
          <a href="#promises">{t('nav.promises')}</a>
          <a href="#steps">{t('nav.steps')}</a>
          <a href="#testimonials">{t('nav.testimonials')}</a>
          <a href="#contact">{t('nav.contact')}</a>
        </nav>
        <div className="landing__bar-actions">
          <LanguageSwitch size="small" />
          <Button type="primary" onClick={scrollToSignIn}>
            {t('header.signIn')}
          </Button>
        </div>
      </header>

      <main id={mainContentId} tabIndex={-1}>
        <div className="landing__hero-band">
          <div className="landing__hero">
            <LandingHero
              registration={registrationDialog ? registration : null}
              guestRequest={guestRequestDialog ? guestRequest : null}
            />
            <section
              id={signInSectionId}
              className="landing__sign-in"
              aria-label={t('header.signIn')}
            >
              {signIn}
            </section>
          </div>
        </div>
        <PromisesSection />
        <StepsSection />
        <TestimonialsSection />
      </main>
      <ContactFooter />

      {registration.dialog}
      {guestRequest.dialog}
    </div>
  );
}

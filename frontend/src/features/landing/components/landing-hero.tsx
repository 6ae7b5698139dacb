import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useDeferredDialog } from '../hooks/use-deferred-dialog';

type DialogLauncher = Pick<ReturnType<typeof useDeferredDialog>, 'show' | 'preload' | 'loading'>;

interface LandingHeroProps {
  /** null when the app offers no such dialog: its button is left out. */
  readonly registration: DialogLauncher | null;
  readonly guestRequest: DialogLauncher | null;
}

/** The tagline, the promise, and the two ways in: an account, or a single visit without one. */
export function LandingHero({ registration, guestRequest }: LandingHeroProps) {
  const { t } = useTranslation('landing');

  return (
    <section className="landing__intro">
      <p className="landing__eyebrow">{t('hero.eyebrow')}</p>
      <Typography.Title level={1} className="landing__tagline">
        {t('hero.tagline')}
      </Typography.Title>
      <Typography.Paragraph className="landing__promise">{t('hero.promise')}</Typography.Paragraph>
      <div className="landing__actions">
        {registration && (
          <Button
            type="primary"
            size="large"
            className="landing__cta landing__cta--primary"
            loading={registration.loading}
            onClick={registration.show}
            onPointerEnter={registration.preload}
            onFocus={registration.preload}
          >
            {t('hero.register')}
          </Button>
        )}
        {guestRequest && (
          <Button
            size="large"
            ghost
            className="landing__cta landing__cta--secondary"
            loading={guestRequest.loading}
            onClick={guestRequest.show}
            onPointerEnter={guestRequest.preload}
            onFocus={guestRequest.preload}
          >
            {t('hero.guestRequest')}
          </Button>
        )}
      </div>
      {guestRequest && <p className="landing__actions-hint">{t('hero.guestHint')}</p>}
    </section>
  );
}

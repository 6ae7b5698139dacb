import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { lowestPlanPriceEur } from '../utils/lowest-plan-price';

/** The spec's four steps: register sites, select a plan, match with caretakers, receive updates. */
const steps = ['register', 'plan', 'match', 'updates'] as const;

export function StepsSection() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const price = format.wholeEur(lowestPlanPriceEur());

  return (
    <section
      id="steps"
      className="landing-section landing-section--tinted"
      aria-labelledby="steps-title"
    >
      <div className="landing-section__inner">
        <h2 id="steps-title" className="landing-section__title">
          {t('steps.title')}
        </h2>
        <p className="landing-section__subtitle">{t('steps.subtitle')}</p>
        <ol className="landing-steps">
          {steps.map((step, index) => (
            <li key={step} className="landing-steps__item">
              <span className="landing-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="landing-steps__title">{t(`steps.${step}.title`)}</h3>
              <p className="landing-steps__text">{t(`steps.${step}.text`, { price })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

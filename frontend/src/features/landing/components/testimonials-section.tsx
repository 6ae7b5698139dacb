import { useTranslation } from 'react-i18next';

/** Three families abroad (marketing copy, as the spec says). */
const families = ['milica', 'stefan', 'dragana'] as const;

/** "Dragana and Zoran Petrović" → "DP": first and last name's initials. */
const initialsOf = (name: string): string => {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`;
};

export function TestimonialsSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="testimonials" className="landing-section" aria-labelledby="testimonials-title">
      <div className="landing-section__inner">
        <h2 id="testimonials-title" className="landing-section__title">
          {t('testimonials.title')}
        </h2>
        <p className="landing-section__subtitle">{t('testimonials.subtitle')}</p>
        <ul className="landing-testimonials">
          {families.map((family) => {
            const name = t(`testimonials.${family}.name`);
            return (
              <li key={family} className="landing-testimonials__card">
                <figure className="landing-testimonials__figure">
                  <blockquote className="landing-testimonials__quote">
                    {t(`testimonials.${family}.quote`)}
                  </blockquote>
                  <figcaption className="landing-testimonials__author">
                    <span className="landing-testimonials__avatar" aria-hidden="true">
                      {initialsOf(name)}
                    </span>
                    <span>
                      <span className="landing-testimonials__name">{name}</span>
                      <span className="landing-testimonials__place">
                        {t(`testimonials.${family}.place`)}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

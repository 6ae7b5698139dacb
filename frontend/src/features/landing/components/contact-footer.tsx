import {
  ClockCircleOutlined,
  EnvironmentOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { contactDetails } from '../contact-details';

/** Email, phone, the Belgrade office and its hours; then the copyright line. */
export function ContactFooter() {
  const { t } = useTranslation('landing');

  return (
    <footer id="contact" className="landing-footer" aria-labelledby="contact-title">
      <div className="landing-footer__inner">
        <div className="landing-footer__intro">
          <span className="landing-footer__brand">
            <BrandMark size={28} />
            {t('hero.tagline')}
          </span>
          <h2 id="contact-title" className="landing-footer__title">
            {t('contact.title')}
          </h2>
          <p className="landing-footer__text">{t('contact.text')}</p>
        </div>
        <dl className="landing-footer__details">
          <div>
            <dt>
              <MailOutlined aria-hidden="true" /> {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <PhoneOutlined aria-hidden="true" /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={contactDetails.phoneHref}>{contactDetails.phoneDisplay}</a>
            </dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden="true" /> {t('contact.office')}
            </dt>
            <dd>{t('contact.city')}</dd>
          </div>
          <div>
            <dt>
              <ClockCircleOutlined aria-hidden="true" /> {t('contact.hours')}
            </dt>
            <dd>{t('contact.hoursText')}</dd>
          </div>
        </dl>
      </div>
      <p className="landing-footer__rights">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

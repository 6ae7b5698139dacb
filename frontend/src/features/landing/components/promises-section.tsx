import {
  CalendarOutlined,
  CameraOutlined,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PromiseKey = 'coverage' | 'photos' | 'calendar' | 'scheduling' | 'matching' | 'payments';

/** The six promises of the spec's landing copy, in its order. */
const promises: readonly { readonly key: PromiseKey; readonly icon: ReactNode }[] = [
  { key: 'coverage', icon: <EnvironmentOutlined /> },
  { key: 'photos', icon: <CameraOutlined /> },
  { key: 'calendar', icon: <CalendarOutlined /> },
  { key: 'scheduling', icon: <ScheduleOutlined /> },
  { key: 'matching', icon: <TeamOutlined /> },
  { key: 'payments', icon: <SafetyCertificateOutlined /> },
];

export function PromisesSection() {
  const { t } = useTranslation('landing');

  return (
    <section id="promises" className="landing-section" aria-labelledby="promises-title">
      <div className="landing-section__inner">
        <h2 id="promises-title" className="landing-section__title">
          {t('promises.title')}
        </h2>
        <p className="landing-section__subtitle">{t('promises.subtitle')}</p>
        <ul className="landing-promises">
          {promises.map(({ key, icon }) => (
            <li key={key} className="landing-promises__item">
              <span className="landing-promises__icon" aria-hidden="true">
                {icon}
              </span>
              <h3 className="landing-promises__title">{t(`promises.${key}.title`)}</h3>
              <p className="landing-promises__text">{t(`promises.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { languageNames, languages, type Language } from '../lib/languages';
import { useLanguage } from '../lib/use-format';

interface LanguageSwitchProps {
  readonly size?: 'small' | 'middle';
}

/** EN · SR · DE; the choice is remembered on this device. */
export function LanguageSwitch({ size = 'middle' }: LanguageSwitchProps) {
  const { t } = useTranslation('app');
  const language = useLanguage();

  return (
    <Segmented<Language>
      aria-label={t('language.label')}
      size={size}
      value={language}
      onChange={(next) => void changeLanguage(next)}
      options={languages.map((code) => ({
        value: code,
        title: languageNames[code],
        // Named "EN English": the shown code first (WCAG 2.5.3), then the language's name.
        label: (
          <span lang={code === 'sr' ? 'sr-Latn' : code}>
            {code.toUpperCase()}
            <span className="visually-hidden"> {languageNames[code]}</span>
          </span>
        ),
      }))}
    />
  );
}

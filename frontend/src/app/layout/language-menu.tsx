import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { isLanguage, languageNames, languages } from '../../lib/languages';
import { useLanguage } from '../../lib/use-format';

/** The header's language switch: a globe that opens English / Srpski / Deutsch. */
export function LanguageMenu() {
  const { t } = useTranslation('app');
  const current = useLanguage();

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((language) => ({
          key: language,
          label: (
            <span lang={language === 'sr' ? 'sr-Latn' : language}>{languageNames[language]}</span>
          ),
          extra: language === current ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        // The name begins with what the button shows (WCAG 2.5.3): "EN, Language: English".
        aria-label={`${current.toUpperCase()}, ${t('language.label')}: ${languageNames[current]}`}
      >
        <span className="language-menu__code">{current.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}

import { useTranslation } from 'react-i18next';

/** The id of each page's <main>, where the skip link leads. */
export const mainContentId = 'main-content';

/**
 * "Skip to main content": the page's first focusable element, shown once focused. It moves the
 * focus itself (the <main> has tabIndex -1), so the address keeps no #fragment.
 */
export function SkipLink() {
  const { t } = useTranslation('app');
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {t('layout.skipToMain')}
    </a>
  );
}

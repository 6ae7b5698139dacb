import type { PhotoPresence } from '@memorial-care/contracts/http';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../../../lib/geo-format';
import { useLanguage } from '../../../lib/use-format';

const verdictColor: Record<PhotoPresence['verdict'], string> = {
  at_cemetery: 'success',
  far: 'error',
  unknown: 'default',
};

/** "At the cemetery" / "Far from the cemetery (12.3 km)" / "Location unknown" (admin only). */
export function usePresenceVerdictText() {
  const { t } = useTranslation('photos');
  const language = useLanguage();
  return ({ verdict, distanceMeters }: Pick<PhotoPresence, 'verdict' | 'distanceMeters'>) =>
    t(`proof.verdict.${verdict}`, {
      distance: distanceMeters === null ? '' : formatDistance(distanceMeters, language),
    });
}

export function PhotoPresenceTag({ presence }: { readonly presence: PhotoPresence }) {
  const verdictText = usePresenceVerdictText();
  return (
    <Tag color={verdictColor[presence.verdict]} style={{ marginInlineEnd: 0 }}>
      {verdictText(presence)}
    </Tag>
  );
}

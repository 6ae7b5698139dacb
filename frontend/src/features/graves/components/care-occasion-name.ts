import type { CareOccasionView } from '@memorial-care/contracts/http';
import type { TFunction } from 'i18next';

/** "Slava (Sveti Nikola)", "Anniversary (3 years)". */
export const careOccasionName = (
  t: TFunction<['graves', 'common']>,
  occasion: Pick<CareOccasionView, 'kind' | 'label' | 'years'>,
) => {
  const name = t(`common:careOccasions.${occasion.kind}`);
  const labelled = occasion.label ? `${name} (${occasion.label})` : name;
  return occasion.years !== null
    ? `${labelled} (${t('carePlan.years', { count: occasion.years })})`
    : labelled;
};

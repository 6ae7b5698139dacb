import { useTranslation } from 'react-i18next';
import type { CaretakerDisplayState } from '../utils/caretaker-status';

/** Orange on holiday today, green active, red inactive (spec part 1, Caretakers screen). */
const colors: Record<CaretakerDisplayState, string> = {
  onHoliday: '#fa8c16',
  active: '#52c41a',
  inactive: '#f5222d',
};

export function StatusDot({ state }: { state: CaretakerDisplayState }) {
  const { t } = useTranslation('caretakers');
  const label = t(`state.${state}`);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-state={state}
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: colors[state],
      }}
    />
  );
}

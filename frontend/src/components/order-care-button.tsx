import { ShoppingCartOutlined } from '@ant-design/icons';
import { clientOrderLink, type Grave } from '@memorial-care/contracts/http';
import { RouterLinkButton } from './router-link-button';

/**
 * A grave's Order care: the order page for this grave, with the grave's preferred service
 * chosen. Texts come from the screen that shows it (My Graves, the dashboard).
 */
export function OrderCareButton({
  grave,
  label,
  ariaLabel,
}: {
  readonly grave: Pick<Grave, 'id' | 'preferredServiceType'>;
  readonly label: string;
  /** Names the grave, as several of these stand side by side. */
  readonly ariaLabel: string;
}) {
  return (
    <RouterLinkButton
      type="primary"
      icon={<ShoppingCartOutlined aria-hidden />}
      aria-label={ariaLabel}
      to={clientOrderLink({ graveId: grave.id, serviceType: grave.preferredServiceType })}
    >
      {label}
    </RouterLinkButton>
  );
}

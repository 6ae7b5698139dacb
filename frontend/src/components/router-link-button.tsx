import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A click the browser handles itself: a new tab or window, or a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A button that is a link to a page of the app: an `<a href>` (so it can be opened in a new tab
 * and reads as a link), followed inside the app without reloading it.
 */
export function RouterLinkButton({
  to,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { readonly to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

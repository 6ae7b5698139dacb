import { limits } from '@memorial-care/contracts/domain';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

/** Toast defaults of the spec (part 1, section 9): one toast at a time, shown for 5 seconds. */
export const toastConfig = {
  maxCount: 1,
  duration: limits.toastDurationMs / 1000,
  placement: 'topRight',
} as const;

export interface ToastOptions {
  /** Overrides the 5 s default, e.g. limits.registrationToastMs for the registration toast. */
  readonly durationMs?: number;
}

/**
 * Success and error toasts (antd notification from the `App` context, so they follow the
 * theme and the one-at-a-time limit): `toast.success(title, description?)`.
 */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show =
      (type: 'success' | 'error' | 'info' | 'warning') =>
      (title: ReactNode, description?: ReactNode, options: ToastOptions = {}) =>
        notification[type]({
          title,
          description,
          ...(options.durationMs === undefined ? {} : { duration: options.durationMs / 1000 }),
        });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    };
  }, [notification]);
}

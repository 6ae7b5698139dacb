import { limits } from '@memorial-care/contracts/domain';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';

/**
 * Toast defaults of the spec (part 1, section 9): one toast at a time, shown for 5 seconds.
 * At the bottom centre: at the top right they covered the pages' action buttons (Add
 * Cemetery…), and modal footers keep their buttons at the right.
 */
export const toastConfig = {
  maxCount: 1,
  duration: limits.toastDurationMs / 1000,
  placement: 'bottom',
  bottom: 24,
} as const;

/**
 * Every toast shares one key, so a new one replaces the one on screen in place: maxCount alone
 * still let the old toast linger beside the new one while it animated out.
 */
export const toastKey = 'app-toast';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** The arguments of one toast for antd's notification. */
export const toastArgs = (
  title: ReactNode,
  description: ReactNode | undefined,
  options: ToastOptions = {},
) => ({
  key: toastKey,
  title,
  description,
  ...(options.durationMs === undefined ? {} : { duration: options.durationMs / 1000 }),
});

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
      (type: ToastType) =>
      (title: ReactNode, description?: ReactNode, options: ToastOptions = {}) =>
        notification[type](toastArgs(title, description, options));
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
    };
  }, [notification]);
}

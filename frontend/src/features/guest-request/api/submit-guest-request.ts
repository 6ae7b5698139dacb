import { guestRequestResultSchema, type GuestRequest } from '@memorial-care/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/service-requests/guest (public): 201 `{id}`; errors carry `{message, details?}`. */
export const submitGuestRequest = (request: GuestRequest) =>
  apiRequest('POST', '/api/service-requests/guest', {
    idempotent: true,
    body: request,
    schema: guestRequestResultSchema,
  });

/** Toasts and field errors belong to the dialog, which owns the form. */
export const useSubmitGuestRequest = () => useMutation({ mutationFn: submitGuestRequest });

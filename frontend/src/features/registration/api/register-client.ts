import { registrationResultSchema, type RegistrationRequest } from '@memorial-care/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/registrations (public): 201 with the new client; 409 when the email is taken. */
export const registerClient = (request: RegistrationRequest) =>
  apiRequest('POST', '/api/registrations', {
    idempotent: true,
    body: request,
    schema: registrationResultSchema,
  });

/** Toasts and field errors belong to the dialog, which owns the form. */
export const useRegisterClient = () => useMutation({ mutationFn: registerClient });

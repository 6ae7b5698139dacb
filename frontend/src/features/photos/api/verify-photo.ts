import { photoVerificationSchema } from '@memorial-care/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/photos/{id}/verify (admin): the kept original's SHA-256 computed again on the
 * server and compared with the one recorded at upload. Changes nothing.
 */
export const verifyPhoto = (photoId: string) =>
  apiRequest('POST', `/api/photos/${encodeURIComponent(photoId)}/verify`, {
    schema: photoVerificationSchema,
  });

export function useVerifyPhoto() {
  return useMutation({ mutationFn: verifyPhoto });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceRequestCreatedSchema,
  type CreateServiceRequestBody,
} from '@memorial-care/contracts/http';
import { apiRequest } from '../../api-client';
import { invalidateAfterServiceRequestChange } from './invalidate-after-change';

export const createServiceRequest = (body: CreateServiceRequestBody) =>
  apiRequest('POST', '/api/service-requests', {
    idempotent: true,
    body,
    schema: serviceRequestCreatedSchema,
  });

export function useCreateServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceRequest,
    onSuccess: () => invalidateAfterServiceRequestChange(queryClient),
  });
}

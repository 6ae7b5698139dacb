import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  statementImportResultSchema,
  type StatementImportInput,
} from '@memorial-care/contracts/http';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { invalidateAfterBillingChange } from './invalidate-after-change';

/**
 * POST /api/payments/import (admin): the statement file's text. Importing the same file again
 * records nothing twice (the answer says `alreadyImported`), so a retry needs no key.
 */
export const importStatement = (input: StatementImportInput) =>
  apiRequest('POST', '/api/payments/import', {
    body: input,
    schema: statementImportResultSchema,
  });

/** Imports a statement: "Statement imported" once the ledger and the review list show it. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: importStatement,
    onSuccess: async () => {
      await invalidateAfterBillingChange(queryClient);
      toast.success(t('reportToasts.imported'));
    },
  });
}

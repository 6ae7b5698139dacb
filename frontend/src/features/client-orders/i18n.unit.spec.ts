import { careOccasionKinds } from '@memorial-care/contracts/domain';
import { clientOrderMessages } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../lib/common-i18n';
import { clientOrdersI18n } from './i18n';

// Keys, plural forms, placeholders: lib/i18n-namespaces.unit.spec.ts, for every namespace.
describe('client orders translations', () => {
  it('names every kind of care occasion', () =>
    expect(Object.keys(commonI18n.en.careOccasions).sort()).toEqual([...careOccasionKinds].sort()));

  it("says in English what the server says about the order's fields", () =>
    expect(clientOrdersI18n.en.validation).toEqual({
      graveRequired: clientOrderMessages.graveRequired,
      serviceTypeRequired: clientOrderMessages.serviceTypeRequired,
      dateRequired: clientOrderMessages.dateRequired,
      pastDate: clientOrderMessages.pastDate,
    }));
});

import type { Client } from '@memorial-care/contracts/http';
import type { FormInstance } from 'antd';
import { firstClientMatching } from '../utils/options';
import type { RequestFormValues } from '../utils/request-form-values';

/**
 * What picking a client does to the form: the email follows the client, a grave of the
 * previous client (and its cemetery) is dropped, and an empty plan takes the client's plan.
 * Typing in the picker picks the first client whose name contains the text (spec §2); on a new
 * request, text that matches nobody becomes the new client's name.
 */
export function useClientPicker(
  form: FormInstance<RequestFormValues>,
  clients: readonly Client[],
  isEdit: boolean,
) {
  const dropGrave = () => {
    if (form.getFieldValue('graveId'))
      form.setFieldsValue({ graveId: undefined, cemeteryId: undefined });
  };

  /** Called only for another client than before (the Select reports changes only). */
  const pick = (client: Client) => {
    dropGrave();
    form.setFieldsValue({
      clientId: client.id,
      clientEmail: client.email,
      clientName: undefined,
      planSelected: form.getFieldValue('planSelected') ?? client.selectedPlan ?? undefined,
    });
    form.setFields([
      { name: 'clientId', errors: [] },
      { name: 'clientEmail', errors: [] },
    ]);
  };

  /** `withEmail`: the email shown was the picked client's, not one typed for a new client. */
  const clear = (withEmail = true) => {
    dropGrave();
    form.setFieldsValue({ clientId: undefined });
    if (withEmail) form.setFieldsValue({ clientEmail: undefined });
  };

  const search = (text: string) => {
    // The picker reports '' when its dropdown closes: that is no new text.
    if (text.trim() === '') return;
    const match = firstClientMatching(clients, text);
    if (match) {
      if (match.id !== form.getFieldValue('clientId')) pick(match);
    } else if (!isEdit) {
      clear(Boolean(form.getFieldValue('clientId')));
      form.setFieldsValue({ clientName: text.trim() });
    }
  };

  return { pick, clear, search };
}

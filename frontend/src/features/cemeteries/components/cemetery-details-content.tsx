import type { CemeteryDetails } from '@memorial-care/contracts/http';
import { Flex } from 'antd';
import { CemeteryAccessNotes } from './cemetery-access-notes';
import { CemeteryBasicInfo } from './cemetery-basic-info';
import { CemeteryContactInfo } from './cemetery-contact-info';
import { CemeteryGravesList } from './cemetery-graves-list';
import { CemeteryOperationalDetails } from './cemetery-operational-details';

/** The details view, in the order an admin reads it before sending a caretaker out. */
export function CemeteryDetailsContent({ cemetery }: { cemetery: CemeteryDetails }) {
  return (
    <Flex vertical gap={24} style={{ paddingBlock: 8 }}>
      <CemeteryBasicInfo cemetery={cemetery} />
      <CemeteryContactInfo cemetery={cemetery} />
      <CemeteryOperationalDetails cemetery={cemetery} />
      <CemeteryGravesList graves={cemetery.graves} />
      <CemeteryAccessNotes notes={cemetery.accessNotes} />
    </Flex>
  );
}

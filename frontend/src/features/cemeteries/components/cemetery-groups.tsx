import type { Cemetery } from '@memorial-care/contracts/http';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCityOpen, type CityGroup } from '../utils/group-by-city';
import { CityGroupSection } from './city-group-section';

interface CemeteryGroupsProps {
  groups: CityGroup<Cemetery>[];
  searching: boolean;
  onOpenDetails: (id: string) => void;
}

/** The cemeteries under their cities, each city opened and closed on its own or all at once. */
export function CemeteryGroups({ groups, searching, onOpenDetails }: CemeteryGroupsProps) {
  const { t } = useTranslation('cemeteries');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const context = { cities: groups.length, searching };
  const toggle = (key: string, open: boolean) =>
    setToggled((current) => new Map(current).set(key, open));
  const toggleAll = (open: boolean) =>
    setToggled(new Map(groups.map((group) => [group.key, open])));
  const allOpen = groups.every((group) => isCityOpen(group.key, toggled, context));

  return (
    <Flex vertical gap={4} role="region" aria-label={t('list.label')}>
      <Flex justify="flex-end">
        <Button type="link" onClick={() => toggleAll(!allOpen)}>
          {allOpen ? t('list.collapseAll') : t('list.expandAll')}
        </Button>
      </Flex>
      {groups.map((group) => (
        <CityGroupSection
          key={group.key}
          group={group}
          open={isCityOpen(group.key, toggled, context)}
          onToggle={(open) => toggle(group.key, open)}
          onOpenDetails={onOpenDetails}
        />
      ))}
    </Flex>
  );
}

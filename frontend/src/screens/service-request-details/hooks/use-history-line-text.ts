import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { HistoryLine, HistoryWhat, HistoryWho } from '../utils/history-lines';
import { updateText } from '../utils/history-text';

const knownRoles = ['admin', 'caretaker', 'client', 'anonymous', 'system'] as const;
type KnownRole = (typeof knownRoles)[number];
const isKnownRole = (role: string): role is KnownRole =>
  (knownRoles as readonly string[]).includes(role);

/** A History line in words: "Status changed: Pending → Scheduled" and "Ana Admin · 1 May…". */
export function useHistoryLineText() {
  const { t } = useTranslation('serviceRequestDetails');
  const { t: tRequests } = useTranslation('serviceRequests');
  const format = useFormat();

  const whatText = useCallback(
    (what: HistoryWhat): string => {
      switch (what.kind) {
        case 'created':
        case 'started':
        case 'completed':
        case 'cancelled':
        case 'deleted':
          return t(`history.${what.kind}`);
        case 'scheduled':
        case 'accepted':
        case 'declined':
          return what.caretakerName === null
            ? t(`history.${what.kind}Unknown`)
            : t(`history.${what.kind}`, { name: what.caretakerName });
        case 'statusChanged':
          return t('history.statusChanged', {
            from: tRequests(`status.${what.from}`),
            to: tRequests(`status.${what.to}`),
          });
        case 'updated':
          return updateText(what, { t, tRequests, dateTime: format.dateTime });
        case 'photoAdded':
          return what.description === null
            ? t(`history.photoAdded.${what.photoType}`)
            : t(`history.photoAddedWithDescription.${what.photoType}`, {
                description: what.description,
              });
        case 'photoDeleted':
          return t(`history.photoDeleted.${what.photoType}`);
        case 'other':
          return t('history.other', { type: what.type });
      }
    },
    [t, tRequests, format],
  );

  const whoText = useCallback(
    (who: HistoryWho): string => {
      if (who.kind === 'name') return who.name;
      return isKnownRole(who.role) ? t(`history.roles.${who.role}`) : who.role;
    },
    [t],
  );

  return useCallback(
    (line: HistoryLine) => ({
      what: whatText(line.what),
      whoAndWhen: t('history.whoAndWhen', {
        who: whoText(line.who),
        when: format.dateTime(line.occurredAt),
      }),
    }),
    [t, whatText, whoText, format],
  );
}

import { billingPeriodOf, serviceDay, serviceTypes } from '@memorial-care/contracts/domain';
import { comparePositions, type Position } from '@memorial-care/contracts/event-store';
import { priceListStreamId, subscriptionStreamId } from '@memorial-care/contracts/events';
import { ensureDemoAccounts } from '../auth/demo-accounts';
import { addCaretaker } from '../caretakers/commands';
import { addCemetery } from '../cemeteries/commands';
import { deterministicCemeteryId } from '../cemeteries/cemetery-keys';
import { setSubscription } from '../billing/commands';
import { setServicePrice } from '../billing/price-list-commands';
import { registerClient } from '../clients/commands';
import { addGrave } from '../graves/commands';
import type { AppDeps } from '../http/deps';
import { attachPhoto } from '../photos/commands';
import { processPhoto } from '../photos/image-processing';
import type { PhotoStorage } from '../photos/photo-storage';
import {
  completeRequest,
  requestService,
  scheduleServiceRequest,
  startWork,
} from '../service-requests/commands';
import { systemActor } from '../service-requests/actor';
import { systemContext } from '../shared/command-handler';
import { nameBasedUuid } from '../shared/deterministic-id';
import {
  demoCaretakers,
  demoCemeteries,
  demoClients,
  demoGraves,
  demoPrices,
  demoRequests,
} from './demo-records';
import { demoGravePhoto } from './demo-photos';

const demoNamespace = '0d3e5f7a9b1c4d2e8f6a4b2c0e9d7f5a';
const demoId = (kind: string, key: string) => nameBasedUuid(demoNamespace, `${kind}:${key}`);
const dayMs = 24 * 60 * 60 * 1000;

const later = (a: Position | null, b: Position | null) =>
  !a ? b : !b ? a : comparePositions(a, b) >= 0 ? a : b;

/**
 * Demo data through the same commands the app uses, so the event log and the history are real.
 * Every record has a stable id and is written only when its stream does not exist yet: starting
 * twice (or two processes at once) creates nothing twice.
 */
export const seedDemoData = async (
  deps: AppDeps,
  demoPassword: string,
  photoStorage: PhotoStorage,
) => {
  let position: Position | null = null;
  const once = async (streamId: string, write: () => Promise<{ position: Position | null }>) => {
    if ((await deps.eventStore.readStream(streamId)).length > 0) return;
    position = later(position, (await write()).position);
  };
  const seededAt = new Date();
  const at = (days: number, hour = 10) => {
    const date = new Date(seededAt.getTime() + days * dayMs);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };

  const caretakerIds = new Map<string, string>(
    demoCaretakers.map((c) => [c.key, demoId('caretaker', c.key)]),
  );
  for (const { key, demoAccount: _, ...caretaker } of demoCaretakers)
    await once(`caretaker-${caretakerIds.get(key)}`, () =>
      addCaretaker(
        deps,
        {
          ...caretaker,
          preferredVisitDays: [...caretaker.preferredVisitDays],
          caretakerId: caretakerIds.get(key)!,
          isActive: true,
          bankDetails: null,
          paymentStatus: 'current',
          holidayDates: [],
        },
        systemContext(),
      ),
    );

  const cemeteryIds = new Map(
    demoCemeteries.map((c) => [c.key, deterministicCemeteryId(c.name, c.city)]),
  );
  for (const { key, caretakerKeys, ...cemetery } of demoCemeteries) {
    const cemeteryId = cemeteryIds.get(key)!;
    await once(`cemetery-${cemeteryId}`, () =>
      addCemetery(deps, systemContext(), {
        cemeteryId,
        source: 'admin',
        fields: {
          country: 'Serbia',
          address: null,
          contact: null,
          phoneEmail: null,
          phones: [],
          emails: [],
          preferredVisitHours: null,
          accessNotes: null,
          ...cemetery,
          caretakerIds: caretakerKeys.map((k) => caretakerIds.get(k)!),
        },
      }),
    );
  }

  const clientIds = new Map(demoClients.map((c) => [c.key, demoId('client', c.key)]));
  for (const { key, demoAccount: _, ...client } of demoClients)
    await once(`client-${clientIds.get(key)}`, () =>
      registerClient(
        deps,
        {
          ...client,
          clientId: clientIds.get(key)!,
          notes: null,
          instagram: null,
          preferredLanguage: 'English',
          planStatus: 'active',
        },
        systemContext(),
      ),
    );

  // The families with a plan pay for it monthly: the worker's plan invoicing issues this
  // month's invoices as soon as it runs.
  for (const { key, selectedPlan } of demoClients) {
    const clientId = clientIds.get(key)!;
    await once(subscriptionStreamId(clientId), () =>
      setSubscription(
        deps.eventStore,
        { clientId, plan: selectedPlan, firstPeriod: billingPeriodOf(serviceDay(seededAt).date) },
        systemContext(),
      ),
    );
  }

  // The price list starts empty ("no price" until an admin sets one); the demo world has one.
  await once(priceListStreamId, async () => {
    let last: Position | null = null;
    for (const serviceType of serviceTypes) {
      const price = demoPrices[serviceType];
      const set = await setServicePrice(deps.eventStore, { serviceType, price }, systemContext());
      last = later(last, set.position);
    }
    return { position: last };
  });

  const graveIds = new Map(demoGraves.map((g) => [g.key, demoId('grave', g.key)]));
  for (const grave of demoGraves)
    await once(`grave-${graveIds.get(grave.key)}`, () =>
      addGrave(
        deps,
        {
          graveId: graveIds.get(grave.key)!,
          clientId: clientIds.get(grave.clientKey)!,
          cemeteryId: cemeteryIds.get(grave.cemeteryKey)!,
          graveNumber: grave.graveNumber,
          graveLocation: grave.graveLocation,
          deceasedName: grave.deceasedName,
          deceasedDateOfBirth: grave.deceasedDateOfBirth,
          deceasedDateOfDeath: grave.deceasedDateOfDeath,
          notes: null,
          importantDates: grave.importantDates,
          visitFrequency: grave.visitFrequency,
          preferredServiceType: grave.preferredServiceType,
        },
        systemContext(),
      ),
    );

  for (const request of demoRequests) {
    const requestId = demoId('request', request.key);
    const scheduledDate = at(request.scheduledInDays).toISOString();
    await once(`service-request-${requestId}`, async () => {
      // Past history is written with the time it happened, so the audit trail reads true.
      const asOf = (days: number) => systemContext(at(Math.min(days, 0), 8));
      let last = await requestService(
        deps,
        {
          requestId,
          graveId: graveIds.get(request.graveKey)!,
          serviceType: request.serviceType,
          amount: request.amount,
          priority: 'normal',
          scheduledDate,
          planSelected: null,
          specialInstructions: null,
        },
        asOf(request.scheduledInDays - 7),
      );
      if (request.stage === 'pending') return last;
      const caretakerId = caretakerIds.get(request.caretakerKey)!;
      last = await scheduleServiceRequest(
        deps,
        { requestId, caretakerId, scheduledDate },
        asOf(request.scheduledInDays - 5),
      );
      if (request.stage === 'scheduled') return last;
      last = await startWork(deps, { requestId }, asOf(request.scheduledInDays));
      if (request.stage === 'in_progress') return last;
      // The finished visit comes with its proof, as the caretaker's upload would: sent from
      // the grave, a few metres inside its cemetery.
      const cemetery = demoCemeteries.find(
        ({ key }) => key === demoGraves.find(({ key }) => key === request.graveKey)?.cemeteryKey,
      );
      for (const type of ['before', 'after'] as const)
        await attachPhoto(
          deps,
          photoStorage,
          {
            requestId,
            type,
            description: type === 'before' ? 'Before the cleaning' : 'After the cleaning',
            processed: await processPhoto(await demoGravePhoto(type)),
            devicePosition:
              cemetery?.latitude != null && cemetery.longitude != null
                ? {
                    latitude: cemetery.latitude + 0.0004,
                    longitude: cemetery.longitude - 0.0003,
                    accuracyMeters: 18,
                  }
                : null,
            uploadKey: `demo-${request.key}-${type}`,
            actor: systemActor,
          },
          asOf(request.scheduledInDays),
        );
      return completeRequest(
        deps,
        { requestId, completedDate: at(request.scheduledInDays, 12).toISOString() },
        asOf(request.scheduledInDays),
      );
    });
  }

  const accounts = await ensureDemoAccounts(deps, demoPassword, {
    clientId: clientIds.get('milica'),
    caretakerId: caretakerIds.get('dragan'),
  });
  position = later(position, accounts.position);
  // The first screen after start must already show the demo world.
  if (position) await deps.waitForProjections(position);
};

import { allProjections } from '@memorial-care/projections';
import { loadConfig } from '../config/config';
import { measureAppendRatio } from './append-bench';
import { measureIdlePgConnections } from './idle-connections-bench';
import { measureLandingFirstLoadJs } from './landing-bundle';
import { makeDomainEvents } from './domain-events';
import { measurePhotoUploads } from './photo-upload-bench';
import { measurePaymentsPagesP95 } from './payments-pages-bench';
import { measureSearchP95 } from './search-bench';
import { measureProjectionCatchUp } from './projection-bench';
import { measureServiceRequestsPageP95 } from './service-requests-page-bench';

// `npm run bench`: DESIGN's performance budgets, measured side by side in scratch databases on
// the configured PostgreSQL server; prints one JSON line.
// `-- page` (or append, projections, landing, payments, search, photos, connections) measures only the
// ones named.
// The photo figures have no budget in DESIGN: they are reported, not judged.
const { databaseUrl, redisUrl, frontendDist } = loadConfig(process.env);
const named = new Set(process.argv.slice(2));
const runs = (name: string) => named.size === 0 || named.has(name);

const landing = runs('landing') ? await measureLandingFirstLoadJs(frontendDist) : null;
const append = runs('append')
  ? await measureAppendRatio({ databaseUrl, durationMs: 12_000 })
  : null;
// One catch-up from zero over a 400,000-event log gives the figures: the rate over the whole log
// until every read model is live (all events in, the query indexes deferred for the catch-up
// built again), the rate over its first 200,000 events (until the slowest read model had them;
// the figure earlier benches reported), and the tail ratio over its ends.
const catchUp = runs('projections')
  ? await measureProjectionCatchUp({
      databaseUrl,
      events: 400_000,
      rateOver: 200_000,
      tailWindow: 50_000,
      projections: allProjections,
      makeEvents: makeDomainEvents,
    })
  : null;
const page = runs('page') ? await measureServiceRequestsPageP95({ databaseUrl }) : null;
const search = runs('search') ? await measureSearchP95({ databaseUrl }) : null;
const paymentsPages = runs('payments') ? await measurePaymentsPagesP95({ databaseUrl }) : null;
const photos = runs('photos') ? await measurePhotoUploads({ databaseUrl }) : null;
const idle = runs('connections') ? await measureIdlePgConnections({ databaseUrl, redisUrl }) : null;

console.log(
  JSON.stringify({
    appendRatio: append && Number(append.appendRatio.toFixed(3)),
    appendsPerSec: append && Math.round(append.appendsPerSec),
    insertsPerSec: append && Math.round(append.insertsPerSec),
    projectionEventsPerSec: catchUp?.live.eventsPerSec ?? null,
    projectionEvents: catchUp?.live.events ?? null,
    projectionMs: catchUp?.live.ms ?? null,
    projectionFirst200kEventsPerSec: catchUp?.eventsPerSec ?? null,
    projectionTailRatio:
      catchUp?.tailRatio === undefined ? null : Number(catchUp.tailRatio.toFixed(3)),
    landingFirstLoadJsGzipKb: landing?.gzipKb ?? null,
    serviceRequestsPageP95Ms: page?.p95Ms ?? null,
    serviceRequestsPageP95ByQuery: page?.byQuery ?? null,
    scheduleMonthP95Ms: page?.scheduleMonth.p95Ms ?? null,
    scheduleMonthP95ByQuery: page?.scheduleMonth.byQuery ?? null,
    searchP95Ms: search?.p95Ms ?? null,
    searchP95ByQuery: search?.byQuery ?? null,
    paymentsPagesP95Ms: paymentsPages?.p95Ms ?? null,
    clientPaymentsPageP95Ms: paymentsPages?.clientPageP95Ms ?? null,
    adminInvoicesListP95Ms: paymentsPages?.adminListP95Ms ?? null,
    adminPaymentsSummaryP95Ms: paymentsPages?.adminSummaryP95Ms ?? null,
    paymentsPagesP95ByQuery: paymentsPages?.byQuery ?? null,
    photoUploadP50Ms: photos?.uploadP50Ms ?? null,
    photoUploadP95Ms: photos?.uploadP95Ms ?? null,
    photoUploadsPerSecAt4: photos?.uploadsPerSecAt4 ?? null,
    photoThumbnailP95Ms: photos?.thumbnailP95Ms ?? null,
    photoBytes: photos?.bytes ?? null,
    idlePgConnections: idle?.connections ?? null,
    budgets: {
      appendRatio: 0.75,
      projectionEventsPerSec: 30_000,
      projectionTailRatio: 0.8,
      landingFirstLoadJsGzipKb: 350,
      serviceRequestsPageP95Ms: 50,
      scheduleMonthP95Ms: 50,
      paymentsPagesP95Ms: 50,
      searchP95Ms: 50,
      idlePgConnections: 8,
    },
  }),
);
process.exit(0);

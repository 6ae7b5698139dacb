import { allProjections } from '@memorial-care/projections';
import { loadConfig } from '../config/config';
import { measureAppendRatio } from './append-bench';
import { measureLandingFirstLoadJs } from './landing-bundle';
import { makeDomainEvents } from './domain-events';
import { measureProjectionCatchUp } from './projection-bench';
import { measureServiceRequestsPageP95 } from './service-requests-page-bench';

// `npm run bench`: DESIGN's performance budgets, measured side by side in scratch databases on
// the configured PostgreSQL server; prints one JSON line.
const { databaseUrl, frontendDist } = loadConfig(process.env);

const landing = await measureLandingFirstLoadJs(frontendDist);

const append = await measureAppendRatio({ databaseUrl, durationMs: 12_000 });
const catchUp = await measureProjectionCatchUp({
  databaseUrl,
  events: 200_000,
  projections: allProjections,
  makeEvents: makeDomainEvents,
});
const page = await measureServiceRequestsPageP95({ databaseUrl });

console.log(
  JSON.stringify({
    appendRatio: Number(append.appendRatio.toFixed(3)),
    appendsPerSec: Math.round(append.appendsPerSec),
    insertsPerSec: Math.round(append.insertsPerSec),
    projectionEventsPerSec: catchUp.eventsPerSec,
    projectionEvents: catchUp.events,
    projectionMs: catchUp.ms,
    landingFirstLoadJsGzipKb: landing.gzipKb,
    serviceRequestsPageP95Ms: page.p95Ms,
    budgets: {
      appendRatio: 0.6,
      projectionEventsPerSec: 20_000,
      landingFirstLoadJsGzipKb: 350,
      serviceRequestsPageP95Ms: 50,
    },
  }),
);
process.exit(0);

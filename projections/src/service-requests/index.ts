export { serviceRequestsProjection, foldServiceRequestBatch } from './service-requests-projection';
export * from './queries';
export * from './rule-facts';

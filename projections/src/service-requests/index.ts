export { serviceRequestsProjection, foldServiceRequestBatch } from './service-requests-projection';
export * from './queries';

export { serviceRequestsProjection, foldServiceRequestBatch } from './service-requests-projection';
export * from './queries';
export * from './schedule-queries';
export * from './calendar-visit-queries';
export * from './rule-facts';
export { refreshAllSearchText } from './search-names';
export * from './event-window-queries';

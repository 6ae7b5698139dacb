/** Who looks at a service-request screen: decides columns, controls and which endpoint lists. */
export type ServiceRequestViewer = 'admin' | 'caretaker' | 'client';

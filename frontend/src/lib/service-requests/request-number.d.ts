/**
 * The short number people quote for a request ("Service Request #4F2A9C1B"): the first eight
 * hex digits of its id, which are unique enough to find it and stable across rebuilds.
 */
export declare const requestNumberOf: (id: string) => string;

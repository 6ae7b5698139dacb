import { describe, expect, it } from 'vitest';
import { defineRoute, type RouteInput } from '../http/route';
import { createApiDocsRoutes } from './routes';

const ping = defineRoute({
  method: 'get',
  path: '/api/ping',
  access: 'public',
  handle: async () => ({}),
});

describe('the API docs route', () => {
  it('generates the document on the first request and keeps it', async () => {
    let listed = 0;
    const [route] = createApiDocsRoutes({
      listRoutes: () => {
        listed += 1;
        return [ping, route!];
      },
      sessionCookieName: 'mc.sid',
      features: {
        probe: {
          description: 'Routes of this test',
          routes: {
            'get /api/ping': { summary: 'Ping' },
            'get /api/openapi.json': { summary: 'This document' },
          },
        },
      },
    });
    // The handler reads nothing of the request.
    const request = {} as RouteInput<unknown, unknown, unknown>;

    const first = await route!.handle(request);
    const second = await route!.handle(request);

    expect(listed).toBe(1);
    expect(second.body).toBe(first.body);
    expect(first.body).toMatchObject({
      openapi: '3.1.0',
      paths: { '/api/ping': { get: { summary: 'Ping', 'x-access': 'public' } } },
    });
  });
});

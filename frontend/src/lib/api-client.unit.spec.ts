import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiContractError,
  ApiRequestError,
  apiGet,
  apiRequest,
  apiRequestWithMeta,
  isApiStatus,
  serverMessageOf,
  type FetchLike,
} from './api-client';

interface Call {
  readonly url: string;
  readonly init: RequestInit;
}

/** A fetch that answers once with the given response and records what it was asked. */
function fakeFetch(response: Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    return Promise.resolve(response);
  };
  return { fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

const failureOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('apiRequest', () => {
  it('sends cookies and no body or content type when there is no payload', async () => {
    const { fetch, calls } = fakeFetch(json({ ok: true }));
    await apiGet('/api/auth/user', z.unknown(), { fetch });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/auth/user');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a payload as JSON', async () => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/login', {
      body: { email: 'a@b.rs', password: 'x' },
      schema: z.unknown(),
      fetch,
    });
    expect(calls[0]?.init.body).toBe('{"email":"a@b.rs","password":"x"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('parses a successful answer with the schema', async () => {
    const { fetch } = fakeFetch(json({ id: '7', extra: 'dropped' }));
    const data = await apiGet('/api/x', z.object({ id: z.string() }), { fetch });
    expect(data).toEqual({ id: '7' });
  });

  it('reports an answer that breaks the contract', async () => {
    const { fetch } = fakeFetch(json({ id: 7 }));
    const error = await failureOf(apiGet('/api/x', z.object({ id: z.string() }), { fetch }));
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toBe('Unexpected answer from GET /api/x');
  });

  it('makes "{status}: {response text}" of a non-OK answer and keeps the parsed body', async () => {
    const body = { message: 'Invalid credentials', code: 'BAD_LOGIN' };
    const { fetch } = fakeFetch(json(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await failureOf(apiGet('/api/auth/user', z.unknown(), { fetch }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((error as ApiRequestError).status).toBe(401);
    expect((error as ApiRequestError).body).toEqual(body);
  });

  it('keeps validation errors and details of the body', async () => {
    const body = {
      message: 'Invalid request',
      errors: [{ path: 'body.name', message: 'Name is required' }],
      details: { hint: 'x' },
    };
    const { fetch } = fakeFetch(json(body, { status: 400 }));
    const error = (await failureOf(apiGet('/api/x', z.unknown(), { fetch }))) as ApiRequestError;
    expect(error.body?.errors).toEqual(body.errors);
    expect(error.body?.details).toEqual({ hint: 'x' });
  });

  it('uses the status text when the body is empty', async () => {
    const { fetch } = fakeFetch(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    const error = (await failureOf(apiGet('/api/x', z.unknown(), { fetch }))) as ApiRequestError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
  });

  it('uses a plain-text body as it is', async () => {
    const { fetch } = fakeFetch(new Response('Bad Gateway from proxy', { status: 502 }));
    const error = (await failureOf(apiGet('/api/x', z.unknown(), { fetch }))) as ApiRequestError;
    expect(error.message).toBe('502: Bad Gateway from proxy');
    expect(error.body).toBeNull();
  });

  it('passes a network failure through unchanged', async () => {
    const networkError = new TypeError('Failed to fetch');
    const fetch: FetchLike = () => Promise.reject(networkError);
    expect(await failureOf(apiGet('/api/x', z.unknown(), { fetch }))).toBe(networkError);
  });

  it('exposes the event position header of a mutation', async () => {
    const { fetch } = fakeFetch(
      json({}, { status: 201, headers: { 'x-event-position': '12:12' } }),
    );
    const answer = await apiRequestWithMeta('POST', '/api/x', {
      body: {},
      schema: z.unknown(),
      fetch,
    });
    expect(answer.eventPosition).toBe('12:12');
  });
});

describe('ETag and If-Match', () => {
  it('answers an entity GET with its ETag', async () => {
    const { fetch } = fakeFetch(json({ id: 'c-1' }, { headers: { ETag: '"4"' } }));
    const answer = await apiRequestWithMeta('GET', '/api/clients/c-1', {
      schema: z.object({ id: z.string() }),
      fetch,
    });
    expect(answer).toMatchObject({ data: { id: 'c-1' }, etag: '"4"' });
  });

  it('sends the ETag a change was made against as If-Match', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    await apiRequest('PATCH', '/api/clients/c-1', {
      body: { notes: 'x' },
      schema: z.unknown(),
      ifMatch: '"4"',
      fetch,
    });
    expect(new Headers(calls[0]?.init.headers).get('If-Match')).toBe('"4"');
  });

  it('sends no If-Match without an ETag', async () => {
    const { fetch, calls } = fakeFetch(json({}));
    await apiRequest('PATCH', '/api/clients/c-1', {
      body: { notes: 'x' },
      schema: z.unknown(),
      ifMatch: null,
      fetch,
    });
    expect(new Headers(calls[0]?.init.headers).has('If-Match')).toBe(false);
  });

  it('tells a refusal of a stale change (412) by its status', async () => {
    const { fetch } = fakeFetch(
      json(
        { message: 'This was changed by someone else.', code: 'PRECONDITION_FAILED' },
        { status: 412 },
      ),
    );
    const error = await failureOf(
      apiRequest('PATCH', '/api/clients/c-1', { body: {}, schema: z.unknown(), fetch }),
    );
    expect(isApiStatus(error, 412)).toBe(true);
  });
});

describe('error helpers', () => {
  it('recognises a status and the server message', async () => {
    const { fetch } = fakeFetch(json({ message: 'Nope' }, { status: 403 }));
    const error = await failureOf(apiGet('/api/x', z.unknown(), { fetch }));
    expect(isApiStatus(error, 403)).toBe(true);
    expect(isApiStatus(error, 401)).toBe(false);
    expect(serverMessageOf(error, 'Fallback')).toBe('Nope');
    expect(serverMessageOf(new TypeError('x'), 'Fallback')).toBe('Fallback');
  });
});

describe('Idempotency-Key on creates', () => {
  const keyOf = (call: Call | undefined) =>
    (call?.init.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

  it('sends one key per submission, the same when the submission is retried', async () => {
    const calls: Call[] = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json({ id: '1' }, { status: 201 })),
      () => Promise.resolve(json({ id: '2' }, { status: 201 })),
    ];
    const fetch: FetchLike = (url, init) => {
      calls.push({ url, init });
      return (answers.shift() ?? answers[0]!)();
    };
    const create = () =>
      apiRequest('POST', '/api/clients', {
        body: { name: 'Ana' },
        schema: z.unknown(),
        idempotent: true,
        fetch,
      });
    expect(await failureOf(create())).toBeInstanceOf(TypeError);
    await create(); // the retry of the same submission
    await create(); // the next submission
    const [lost, retried, next] = calls.map(keyOf);
    expect(lost).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('sends no key on other requests', async () => {
    const { fetch, calls } = fakeFetch(json({}, { status: 200 }));
    await apiRequest('PATCH', '/api/clients/1', {
      body: { name: 'A' },
      schema: z.unknown(),
      fetch,
    });
    expect(keyOf(calls[0])).toBeUndefined();
  });
});

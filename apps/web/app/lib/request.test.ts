import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, createRequest, createRequestJson, type RequestContext, readAnswer } from './request';

interface Sent {
  url: string;
  init: RequestInit;
}

function harness(
  answer: () => Response = () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
) {
  const sent: Sent[] = [];
  const context: RequestContext = {
    origin: 'https://api.larder.test',
    clientKey: 'web-key',
    pageUrl: () => 'https://larder.test/signup/?next=%2Fplan%2F',
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return answer();
    },
  };
  return { request: createRequest(context), sent };
}

function header(init: RequestInit, name: string): string | undefined {
  return new Headers(init.headers).get(name) ?? undefined;
}

describe('buildUrl', () => {
  it('joins the origin, the path and the query, leaving out undefined values', () => {
    expect(
      buildUrl('https://api.larder.test', '/api/get_promo_data/', { promo_code: 'FREE40', source: undefined }),
    ).toBe('https://api.larder.test/api/get_promo_data/?promo_code=FREE40');
  });
  it('keeps a path without a query as it is', () => {
    expect(buildUrl('https://api.larder.test', '/api/v2/customers/self/')).toBe(
      'https://api.larder.test/api/v2/customers/self/',
    );
  });
  it('encodes query values', () => {
    expect(buildUrl('https://api.larder.test', '/api/v2/dynamic_configs/', { name__in: 'a,b c', limit: 1000 })).toBe(
      'https://api.larder.test/api/v2/dynamic_configs/?name__in=a%2Cb+c&limit=1000',
    );
  });
});

describe('request', () => {
  it('sends the page address, the client authorization and the credentials', async () => {
    const { request, sent } = harness();
    await request({ path: '/api/v2/customers/self/' });
    const [call] = sent;
    expect(call?.url).toBe('https://api.larder.test/api/v2/customers/self/');
    expect(header(call?.init ?? {}, 'X-Page-Url')).toBe('https://larder.test/signup/?next=%2Fplan%2F');
    expect(header(call?.init ?? {}, 'Authorization')).toBe('Client web-key');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.body).toBeUndefined();
  });

  it('sends an object body as JSON', async () => {
    const { request, sent } = harness();
    await request({ method: 'POST', path: '/api/google_login/', body: { idToken: 'abc' } });
    expect(sent[0]?.init.body).toBe('{"idToken":"abc"}');
    expect(header(sent[0]?.init ?? {}, 'Content-Type')).toBe('application/json');
  });

  it('sends an array body as JSON', async () => {
    const { request, sent } = harness();
    await request({ method: 'PATCH', path: '/api/v2/customers/self/tags/', body: [{ tag: 1 }] });
    expect(sent[0]?.init.body).toBe('[{"tag":1}]');
  });

  it('form-encodes the body when the content type says so', async () => {
    const { request, sent } = harness();
    await request({
      method: 'POST',
      path: '/api/signup/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        password: 'p&ss=word',
        captcha_token: '',
      },
    });
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe(
      'first_name=Ada&last_name=Lovelace&email=ada%40example.com&password=p%26ss%3Dword&captcha_token=',
    );
    expect(header(sent[0]?.init ?? {}, 'Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it.each([
    ['a string', 'text'],
    ['a number', 42],
    ['null', null],
  ])('sends no body when the body is %s', async (_, body) => {
    const { request, sent } = harness();
    await request({ method: 'POST', path: '/api/logout/', body });
    expect(sent[0]?.init.body).toBeUndefined();
    expect(header(sent[0]?.init ?? {}, 'Content-Type')).toBeUndefined();
  });

  it('returns the status and the parsed JSON body', async () => {
    const { request } = harness(
      () =>
        new Response('{"detail":"Authentication credentials were not provided."}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(request({ path: '/api/v2/customers/self/' })).resolves.toEqual({
      status: 403,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('returns text when the body is not JSON', async () => {
    const { request } = harness(
      () => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(request({ path: '/api/health/' })).resolves.toEqual({ status: 502, body: 'Bad gateway' });
  });

  it('returns the text when a JSON content type carries something else', async () => {
    const { request } = harness(
      () => new Response('<html>', { status: 500, headers: { 'content-type': 'application/json' } }),
    );
    await expect(request({ path: '/api/health/' })).resolves.toEqual({ status: 500, body: '<html>' });
  });
});

describe('requestJson', () => {
  const call = { method: 'GET', path: '/api/v2/customers/self/plan/' };

  it('returns the body of an expected status (200 unless told)', async () => {
    const { request } = harness(() => new Response('{"id":7}', { headers: { 'content-type': 'application/json' } }));
    await expect(createRequestJson(request)({ path: '/api/v2/customers/self/' })).resolves.toEqual({ id: 7 });
    expect(readAnswer({ status: 201, body: { id: 1 } }, call, { expect: [201, 200] })).toEqual({ id: 1 });
    expect(readAnswer({ status: 204, body: '' }, call, { expect: (status) => status < 400 })).toBe('');
  });

  it('throws an ApiError with the status, the contract’s code and detail, the method and the path', async () => {
    const { request } = harness(
      () =>
        new Response('{"detail":"Take the quiz first.","code":"no_quiz"}', {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const answer = createRequestJson(request)({ method: 'GET', path: call.path });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({
      name: 'ApiError',
      message: 'GET /api/v2/customers/self/plan/ answered 409',
      status: 409,
      code: 'no_quiz',
      detail: 'Take the quiz first.',
      method: 'GET',
      path: call.path,
      body: { detail: 'Take the quiz first.', code: 'no_quiz' },
    });
  });

  it('has no code or detail when the body has none', () => {
    expect(() => readAnswer({ status: 502, body: 'Bad gateway' }, call)).toThrow(
      expect.objectContaining({ status: 502, code: undefined, detail: undefined }),
    );
  });

  it('checks the body with a schema when given one, refusing what it refuses', () => {
    const schema = {
      safeParse: (body: unknown) =>
        typeof body === 'number' ? { success: true as const, data: body } : { success: false as const },
    };
    expect(readAnswer({ status: 200, body: 3 }, call, { schema })).toBe(3);
    expect(() => readAnswer<unknown>({ status: 200, body: 'three' }, call, { schema })).toThrow(
      expect.objectContaining({ status: 200, body: 'three' }),
    );
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { AppError, type AppDeps } from '@app/api';

import { registerRestRoutes, prepareRoute } from './adapter';
import { addField, coerceStructured } from './form-fields';
import type { RestRoute } from './route-types';
import { REST_ROUTES } from './routes';

const route = (over: Partial<RestRoute>): RestRoute => ({
  method: 'GET',
  path: '/api/x',
  procedure: 'system.health',
  summary: 'x',
  tag: 'X',
  auth: false,
  host: 'none',
  ...over,
});

// Registration fails before any dependency is touched, so no database is needed here.
const noDeps = {} as AppDeps;

describe('route table checks (fail fast)', () => {
  it('refuses an entry whose procedure does not exist', async () => {
    const app = Fastify();
    await expect(registerRestRoutes(app, noDeps, [route({ procedure: 'platform.companies.nope' })])).rejects.toThrow(
      'no procedure "platform.companies.nope"',
    );
    await app.close();
  });

  it('refuses a GET on a mutation (GET must stay safe to repeat)', () => {
    expect(() => prepareRoute(route({ procedure: 'platform.companies.create' }))).toThrow(
      'is a mutation, expected a query',
    );
  });

  it('refuses a path parameter or file field the input does not have', () => {
    expect(() => prepareRoute(route({ path: '/api/x/:nope', procedure: 'platform.companies.get' }))).toThrow(
      'no input field "nope"',
    );
    expect(() =>
      prepareRoute(route({ method: 'POST', procedure: 'platform.companies.create', files: ['avatar'] })),
    ).toThrow('no input field "avatar"');
  });

  it('accepts every entry of the real table', () => {
    for (const entry of REST_ROUTES) expect(() => prepareRoute(entry)).not.toThrow();
  });
});

describe('form fields', () => {
  it('nests bracket and dot names alike and collects repeated names', () => {
    const fields: Record<string, unknown> = {};
    addField(fields, 'owner[fullName]', 'Ada');
    addField(fields, 'owner.email', 'ada@x.io');
    addField(fields, 'tags[]', 'a');
    addField(fields, 'repeat', '1');
    addField(fields, 'repeat', '2');
    expect(fields).toEqual({ owner: { fullName: 'Ada', email: 'ada@x.io' }, tags: ['a'], repeat: ['1', '2'] });
  });

  it('refuses names that would reach the prototype', () => {
    expect(() => addField({}, 'owner[__proto__][x]', '1')).toThrow(AppError);
    expect(() => addField({}, 'a..b', '1')).toThrow(AppError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('parses object fields sent as JSON text and wraps single array values', () => {
    const shape = { objects: new Set(['owner']), arrays: new Set(['ids']) };
    expect(coerceStructured({ owner: '{"fullName":"A"}', ids: 'x', name: '{"a":1}' }, shape)).toEqual({
      owner: { fullName: 'A' },
      ids: ['x'],
      name: '{"a":1}',
    });
    expect(() => coerceStructured({ owner: '{bad' }, shape)).toThrow('owner must be valid JSON');
  });
});

/**
 * The calls of the load mix, with their weights: what owners and members do all day — lists,
 * one record, creates and edits — spread over every company.
 */
import { LEAD_STAGES, PRIORITIES } from '@app/contracts';

import type { Actor } from './setup';

export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Runs with the answer's data (a create adds its lead to the company's pool). */
  then?: (data: Record<string, unknown>) => void;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
let created = 0;

const CALLS: [weight: number, make: (actor: Actor) => Call][] = [
  [25, () => ({ name: 'list leads', method: 'GET', path: `/api/crm/leads?page=${pick([1, 1, 2])}&limit=20` })],
  [8, () => ({ name: 'search leads', method: 'GET', path: `/api/crm/leads?search=client%20${pick([1, 2, 3, 4])}` })],
  [20, (a) => ({ name: 'read lead', method: 'GET', path: `/api/crm/leads/${pick(a.leadIds)}` })],
  [10, () => ({ name: 'list brands', method: 'GET', path: '/api/crm/brands?page=1&limit=20' })],
  [5, () => ({ name: 'crm dashboard', method: 'GET', path: '/api/crm/dashboard' })],
  // A key is no person: its cheapest signed-in read is the company's profile.
  [
    5,
    (a) =>
      a.viaKey
        ? { name: 'profile', method: 'GET', path: '/api/company/profile' }
        : { name: 'me', method: 'GET', path: '/api/auth/me' },
  ],
  [
    12,
    (a) => ({
      name: 'create lead',
      method: 'POST',
      path: '/api/crm/leads',
      body: {
        clientName: `Load client ${++created}`,
        brandId: pick(a.brandIds),
        priority: pick(PRIORITIES),
        csPersonId: pick(a.userIds),
      },
      then: (data) => void a.leadIds.push((data.lead as { id: string }).id),
    }),
  ],
  [
    15,
    (a) => ({
      name: 'update lead',
      method: 'PUT',
      path: `/api/crm/leads/${pick(a.leadIds)}`,
      body: { stage: pick(LEAD_STAGES), priority: pick(PRIORITIES), comment: `Called at ${new Date().toISOString()}` },
    }),
  ],
];
const TOTAL = CALLS.reduce((sum, [w]) => sum + w, 0);

/** One call, chosen by weight. */
export function nextCall(actor: Actor): Call {
  let roll = Math.random() * TOTAL;
  for (const [weight, make] of CALLS) {
    roll -= weight;
    if (roll < 0) return make(actor);
  }
  return CALLS[0]![1](actor);
}

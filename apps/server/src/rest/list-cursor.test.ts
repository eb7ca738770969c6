/**
 * Cursor pagination on the CRM and team lists: a walk by `nextCursor` returns every record once,
 * in the list's order, while records are added during it, for every sort (empty values included);
 * a cursor is refused when garbled, sent with another query or with a page; one company only.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess } from '../testing/rest';
import { crmTest } from '../testing/rest-crm';
import type { JsonCall } from '../testing/rest-fixture';

/** Companies rest-cursor-a and rest-cursor-b; tests call as a's owner unless given headers. */
const it = crmTest('rest-cursor-a', 'rest-cursor-b', { role: 'owner' });

const pathOf = (url: string) => url.split('?')[0]!;

interface Listed {
  id: string;
}

/** Every page of `url` (which has its query) by cursor, two rows a page; `between` runs after the first page. */
async function walk(
  req: JsonCall,
  url: string,
  key: string,
  between?: () => Promise<void>,
  headers?: Record<string, string>,
) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = `${url}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
    const data = expectSuccess(await req('GET', page, undefined, headers), 'GET', pathOf(url));
    seen.push(...(data[key] as Listed[]).map((row) => row.id));
    cursor = data.nextCursor as string | null;
    if (++pages === 1) await between?.();
    expect(pages, 'the walk ends').toBeLessThan(50);
  } while (cursor);
  return seen;
}

/** The list in one page, as the order to compare with. */
async function whole(req: JsonCall, url: string, key: string, headers?: Record<string, string>) {
  const data = expectSuccess(await req('GET', `${url}&limit=100`, undefined, headers), 'GET', pathOf(url));
  expect(data.nextCursor).toBeNull();
  return (data[key] as Listed[]).map((row) => row.id);
}

describe('cursor pagination', () => {
  it('walks the leads once each in every order while leads are added, empty keys included', async ({
    req,
    addLead,
  }) => {
    for (const [i, clientName] of ['Delta', 'alpha', 'Charlie', 'bravo', 'Same', 'Same', 'Echo'].entries()) {
      await addLead({
        clientName,
        nextFollowUpDate: i % 2 === 0 ? `2026-12-0${i + 1}` : null,
        estimatedValue: i % 3 === 0 ? null : 1000 * (i % 2),
      });
    }
    const sorts = ['createdAt', 'clientName', 'nextFollowUpDate', 'estimatedValue', 'stage', 'date'];
    for (const sort of sorts) {
      for (const order of ['asc', 'desc']) {
        const url = `/api/crm/leads?sort=${sort}&order=${order}`;
        const before = await whole(req, url, 'leads');
        let added = 0;
        const seen = await walk(req, url, 'leads', async () => {
          await addLead({ clientName: `Added ${sort} ${order} ${++added}` });
        });
        expect(new Set(seen).size, `${url}: no row twice`).toBe(seen.length);
        expect(
          seen.filter((id) => before.includes(id)),
          `${url}: every row once, in order`,
        ).toEqual(before);
      }
    }
  });

  it('walks meetings, enquiries, brands and the team the same way', async ({ req, addLead }) => {
    const leadId = await addLead({ clientName: 'Walk Co' });
    for (let i = 0; i < 5; i++) {
      const made = [
        await req('POST', '/api/crm/meetings', { leadId, scheduledDate: `2026-12-1${i % 3}T10:00:00Z` }),
        await req('POST', '/api/crm/enquiries', { leadId, requirement: `Need ${i}`, value: i % 2 ? 500 : null }),
        await req('POST', '/api/crm/brands', { name: `Brand ${i % 3} ${i}` }),
      ];
      expect(made.map((res) => res.status)).toEqual([201, 201, 201]);
    }
    const lists: [string, string][] = [
      ['/api/crm/meetings?sort=scheduledDate&order=asc', 'meetings'],
      ['/api/crm/meetings?sort=clientName&order=desc', 'meetings'],
      ['/api/crm/enquiries?sort=value&order=desc', 'enquiries'],
      ['/api/crm/brands?sort=name&order=asc', 'brands'],
      ['/api/crm/brands?sort=createdAt&order=desc', 'brands'],
      ['/api/company/team?sort=lastLogin&order=asc', 'users'],
      ['/api/company/team?sort=role&order=desc', 'users'],
    ];
    for (const [url, key] of lists) {
      const before = await whole(req, url, key);
      expect(before.length, url).toBeGreaterThan(2);
      const seen = await walk(req, url, key);
      expect(seen, url).toEqual(before);
    }
  });

  it('refuses a garbled cursor, a cursor of another query and a cursor with a page, naming the field', async ({
    req,
  }) => {
    const first = expectSuccess(await req('GET', '/api/crm/leads?limit=1'), 'GET', '/api/crm/leads');
    const cursor = first.nextCursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const cases: [string, string][] = [
      ['/api/crm/leads?cursor=not*a*cursor', MESSAGES.cursor.invalid],
      ['/api/crm/leads?cursor=bm90IGpzb24', MESSAGES.cursor.invalid],
      [`/api/crm/leads?cursor=${'A'.repeat(9000)}`, MESSAGES.cursor.invalid],
      [`/api/crm/leads?limit=1&stage=New&cursor=${cursor}`, MESSAGES.cursor.otherQuery],
      [`/api/crm/leads?limit=1&sort=clientName&cursor=${cursor}`, MESSAGES.cursor.otherQuery],
      [`/api/crm/brands?limit=1&cursor=${cursor}`, MESSAGES.cursor.otherQuery],
      [`/api/crm/leads?limit=1&page=2&cursor=${cursor}`, MESSAGES.cursor.withPage],
    ];
    // A cursor altered by hand, its query tag kept: a key value its column's type cannot read.
    const [tag, ...values] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as string[];
    const altered = Buffer.from(JSON.stringify([tag, 'not a time', ...values.slice(1)])).toString('base64url');
    cases.push([`/api/crm/leads?limit=1&cursor=${altered}`, MESSAGES.cursor.invalid]);
    for (const [url, msg] of cases) {
      expectFailure(await req('GET', url), 400, 'VALIDATION_ERROR', { path: 'cursor', msg });
    }
    // The same query goes on; a larger page size is the same query too.
    expect((await req('GET', `/api/crm/leads?limit=1&cursor=${cursor}`)).status).toBe(200);
  });

  it("reads only the caller's company: another company's cursor walks its own records", async ({
    req,
    signedIn: [, b],
  }) => {
    const fromA = expectSuccess(await req('GET', '/api/crm/leads?limit=1'), 'GET', '/api/crm/leads');
    const inB = await req(
      'GET',
      `/api/crm/leads?limit=1&cursor=${fromA.nextCursor as string}`,
      undefined,
      b.request.owner,
    );
    expect(inB.status).toBe(200);
    expect(inB.body.data!.leads).toEqual([]);
    expect(inB.body.data!.nextCursor).toBeNull();
  });
});

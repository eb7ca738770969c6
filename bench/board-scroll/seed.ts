/**
 * Leads for the board bench, made through the product's own lead create (tRPC, batched) from inside
 * the signed-in page, so they are exactly what the app makes.
 */
import type { Page } from '@playwright/test';

import { trpcMutation, trpcQuery } from '../../e2e/support/crm-records';

const BATCH = 50;

export async function seedLeads(page: Page, count: number, stage: string): Promise<void> {
  const { brand } = await trpcMutation<{ brand: { id: string } }>(page, 'crm.brands.create', { name: 'Board Bench' });
  const { users } = await trpcQuery<{ users: { id: string }[] }>(page, 'crm.companyUsers.list');
  const people = users.map((u) => u.id);
  for (let start = 0; start < count; start += BATCH) {
    const inputs = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => ({
      brandId: brand.id,
      clientName: `Bench Client ${start + i + 1}`,
      stage,
      csPersonId: people[(start + i) % people.length],
      estimatedValue: ((start + i) % 97) * 1000,
      nextFollowUpDate: (start + i) % 3 === 0 ? '2020-01-01' : null,
    }));
    const status = await page.evaluate(async (batch) => {
      const subdomain = location.hostname.split('.')[0] ?? '';
      const names = batch.map(() => 'crm.leads.create').join(',');
      const body = Object.fromEntries(batch.map((input, i) => [String(i), input]));
      const res = await fetch(`/trpc/${names}?batch=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-subdomain': subdomain,
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      return res.status;
    }, inputs);
    if (status !== 200) throw new Error(`seeding leads ${start}..: HTTP ${status}`);
  }
}

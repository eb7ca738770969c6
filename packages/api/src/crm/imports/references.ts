/**
 * Names in the file that point at other records: a lead's brand (name or id), a CS person or brand
 * owner (name, email or id of an active team member), a meeting's or enquiry's lead (id, email or
 * mobile number). Team members are read once; brands and leads per batch, cached by the text used.
 */
import { MESSAGES } from '@app/contracts';
import { eq, sql, tenantTables, type Executor } from '@app/db';

import { allOr, visibleLeads } from '../visibility';

const m = MESSAGES.crm.imports;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Resolved<T> = { ok: T } | { error: string };

export interface LeadTarget {
  id: string;
  clientName: string;
  csPersonId: string | null;
}

export class References {
  private people?: Map<string, string[]>;
  private brands = new Map<string, Resolved<string>>();
  private leads = new Map<string, Resolved<LeadTarget>>();

  constructor(private readonly tx: Executor) {}

  /** Every active member under their id, lower-cased email and lower-cased name. */
  private async loadPeople() {
    const { users } = tenantTables;
    const rows = await this.tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.isActive, true));
    const people = new Map<string, string[]>();
    const add = (key: string, id: string) => people.set(key, [...(people.get(key) ?? []), id]);
    for (const u of rows) {
      add(u.id, u.id);
      add(u.email.toLowerCase(), u.id);
      add(u.name.trim().toLowerCase(), u.id);
    }
    return people;
  }

  /** Reads the team once, before the first row. */
  async prepare() {
    this.people ??= await this.loadPeople();
  }

  person(text: string): Resolved<string> {
    const ids = this.people?.get(text.toLowerCase());
    if (!ids) return { error: m.unknownPerson(text) };
    if (ids.length > 1) return { error: m.ambiguousPerson(text) };
    return { ok: ids[0]! };
  }

  /** Looks up every brand name of a batch not seen before in one query. */
  async loadBrands(texts: Iterable<string>) {
    const wanted = [...new Set([...texts].map((t) => t.toLowerCase()))].filter((t) => !this.brands.has(t));
    if (wanted.length === 0) return;
    const { brands } = tenantTables;
    const ids = wanted.filter((t) => UUID.test(t));
    const rows = await this.tx.execute<{ id: string; key: string }>(sql`
      select id, lower(name) as key from ${brands} where lower(name) in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))
      union all
      select id, id::text as key from ${brands} where id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)
      order by key, id`);
    for (const row of rows) if (!this.brands.has(row.key)) this.brands.set(row.key, { ok: row.id });
    for (const t of wanted) if (!this.brands.has(t)) this.brands.set(t, { error: m.unknownBrand(t) });
  }

  brand(text: string): Resolved<string> {
    const hit = this.brands.get(text.toLowerCase());
    return hit && 'ok' in hit ? hit : { error: m.unknownBrand(text) };
  }

  /** Looks up the leads a batch names (by id, email or mobile number) in one query. */
  async loadLeads(texts: Iterable<string>) {
    const wanted = [...new Set([...texts].map((t) => t.toLowerCase()))].filter((t) => !this.leads.has(t));
    if (wanted.length === 0) return;
    const { leads } = tenantTables;
    const ids = wanted.filter((t) => UUID.test(t));
    // Only leads the importer sees can be named: what they cannot see, they cannot attach to.
    const visible = allOr(visibleLeads(this.tx));
    const rows = await this.tx.execute<{
      id: string;
      client_name: string;
      cs_person_id: string | null;
      key: string;
    }>(sql`
      with wanted as (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as key)
      select ${leads.id} as id, ${leads.clientName} as client_name, ${leads.csPersonId} as cs_person_id, ${leads.id}::text as key
        from ${leads}
        where ${leads.id} in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid) and ${visible}
      union all
      select ${leads.id}, ${leads.clientName}, ${leads.csPersonId}, w.key from ${leads} join wanted w
        on ${leads.emailId} = w.key or ${leads.mobileNumber} = w.key
        where ${visible}`);
    const found = new Map<string, LeadTarget[]>();
    for (const r of rows) {
      const list = found.get(r.key) ?? [];
      if (!list.some((l) => l.id === r.id))
        list.push({ id: r.id, clientName: r.client_name, csPersonId: r.cs_person_id });
      found.set(r.key, list);
    }
    for (const t of wanted) {
      const list = found.get(t) ?? [];
      this.leads.set(
        t,
        list.length === 1 ? { ok: list[0]! } : { error: list.length ? m.ambiguousLead(t) : m.unknownLead(t) },
      );
    }
  }

  lead(text: string): Resolved<LeadTarget> {
    const hit = this.leads.get(text.toLowerCase());
    if (hit && 'ok' in hit) return hit;
    return { error: hit?.error.startsWith('Several') ? m.ambiguousLead(text) : m.unknownLead(text) };
  }
}

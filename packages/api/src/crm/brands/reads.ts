import { MESSAGES, type BrandListInput, type BrandListStats, type Pagination } from '@app/contracts';
import { asc, count, eq, sql, tenantTables, type Executor } from '@app/db';

import { AppError } from '../../errors';
import type { UrlSigning } from '../../files/signed-url';
import { columnsOf } from '../custom-columns/reads';
import { brandTiles, listConditions, listOrder } from './list-query';
import { brandSelection, serializeBrand, type SerializedBrand } from './serialize';
import { countWhere } from '../../lists/page';
import { cachedTotal } from '../../lists/totals';

const { brands, users } = tenantTables;

const withOwner = (tx: Executor) =>
  tx.select(brandSelection).from(brands).leftJoin(users, eq(users.id, brands.brandOwnerId));

export async function brandStats(tx: Executor, now: Date, timeZone = 'UTC'): Promise<BrandListStats> {
  const tiles = brandTiles(now, timeZone);
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      thisWeek: countWhere(tiles.currentWeek),
      lastWeek: countWhere(tiles.lastWeek),
    })
    .from(brands);
  return row ?? { total: 0, thisWeek: 0, lastWeek: 0 };
}

export interface BrandList {
  brands: SerializedBrand[];
  pagination: Pagination;
  stats: BrandListStats;
}

/** One page of brands, the total matching the filters, and the tile counts over all brands. */
/** `timeZone`: the company's, for the week tiles (DESIGN §7). */
export async function listBrands(
  tx: Executor,
  input: BrandListInput,
  ctx: UrlSigning,
  timeZone = 'UTC',
): Promise<BrandList> {
  const columns = await columnsOf(tx, 'brand');
  const where = listConditions(input, columns, ctx.now, timeZone);
  const [rows, total] = await Promise.all([
    withOwner(tx)
      .where(where)
      .orderBy(...listOrder(input, columns))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    cachedTotal(
      tx,
      ['brands', 'users'],
      tx.select({ total: count() }).from(brands).leftJoin(users, eq(users.id, brands.brandOwnerId)).where(where),
    ),
  ]);
  return {
    brands: rows.map((row) => serializeBrand(row, ctx)),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    stats: await brandStats(tx, ctx.now, timeZone),
  };
}

/** One brand of this company; another company's id is unknown here (404). */
export async function findBrand(tx: Executor, id: string) {
  const [row] = await withOwner(tx).where(eq(brands.id, id));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.crm.brands.notFound);
  return row;
}

/** Every brand by name, for the pickers (§3.4). */
export async function brandOptions(tx: Executor) {
  const rows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
  return rows.map((r) => ({ _id: r.id, id: r.id, name: r.name }));
}

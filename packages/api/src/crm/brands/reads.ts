import { MESSAGES, type BrandListInput, type BrandListStats, type Pagination } from '@app/contracts';
import { and, asc, count, eq, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { AppError } from '../../core/errors';
import type { UrlSigning } from '../../services/files/signed-url';
import { columnsOf } from '../custom-columns/reads';
import { visibleBrands } from '../visibility';
import { brandTiles, listConditions, listTerms } from './list-query';
import { brandSelection, serializeBrand, type SerializedBrand } from './serialize';
import { NO_CURSOR, pageQuery, pageWithCursor, readPage } from '../../kit/pagination/cursor';
import { countWhere, paginationOf } from '../../kit/pagination/page';
import { cachedTotal } from '../../kit/pagination/totals';

const { brands, users } = tenantTables;

const withOwner = (tx: Executor, cursor: SQL<string> = NO_CURSOR) =>
  tx
    .select({ ...brandSelection, cursor })
    .from(brands)
    .leftJoin(users, eq(users.id, brands.brandOwnerId));

export async function brandStats(tx: Executor, now: Date, timeZone = 'UTC'): Promise<BrandListStats> {
  const tiles = brandTiles(now, timeZone);
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      thisWeek: countWhere(tiles.currentWeek),
      lastWeek: countWhere(tiles.lastWeek),
    })
    .from(brands)
    .where(visibleBrands(tx));
  return row ?? { total: 0, thisWeek: 0, lastWeek: 0 };
}

export interface BrandList {
  brands: SerializedBrand[];
  pagination: Pagination;
  nextCursor: string | null;
  stats: BrandListStats;
}

/** One page of brands, the total matching the filters, and the tile counts over all brands. */
/** `timeZone`: the company's, for the week tiles (docs/architecture.md#the-web-app). */
export async function listBrands(
  tx: Executor,
  input: BrandListInput,
  ctx: UrlSigning,
  timeZone = 'UTC',
): Promise<BrandList> {
  const columns = await columnsOf(tx, 'brand');
  const where = and(listConditions(input, columns, ctx.now, timeZone), visibleBrands(tx));
  const terms = listTerms(input, columns);
  const [rows, total] = await readPage(input, () =>
    Promise.all([
      pageQuery(input, terms, where, (cursor) => withOwner(tx, cursor)),
      cachedTotal(
        tx,
        ['brands', 'users'],
        tx.select({ total: count() }).from(brands).leftJoin(users, eq(users.id, brands.brandOwnerId)).where(where),
      ),
    ]),
  );
  const page = pageWithCursor(rows, input);
  return {
    brands: page.rows.map((row) => serializeBrand(row, ctx)),
    pagination: paginationOf(input, total),
    nextCursor: page.nextCursor,
    stats: await brandStats(tx, ctx.now, timeZone),
  };
}

async function oneBrand(tx: Executor, id: string, visible: SQL | undefined) {
  const [row] = await withOwner(tx).where(and(eq(brands.id, id), visible));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.crm.brands.notFound);
  return row;
}

/**
 * One brand of this company that the caller may see; another company's id, or a brand outside the
 * caller's record visibility, is unknown here (404).
 */
export const findBrand = (tx: Executor, id: string) => oneBrand(tx, id, visibleBrands(tx));

/** A brand this request just wrote, as it now stands (it may be someone else's now). */
export const readBackBrand = (tx: Executor, id: string) => oneBrand(tx, id, undefined);

/** Every brand by name, for the pickers. */
export async function brandOptions(tx: Executor) {
  const rows = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
  return rows.map((r) => ({ _id: r.id, id: r.id, name: r.name }));
}

import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...r,
  tag: 'CRM Brands',
  auth: true,
  host: 'tenant',
});
const LOGO = ['logo'] as const;
const BASE = '/api/crm/brands';
const m = MESSAGES.crm.brands;

/**
 * Brands and the company-user picker (docs/product/crm.md#rest-paths) on the company's host, for every company role.
 * `dropdown` and `bulk` are static segments, matched before `:id`. Writes take JSON, or multipart
 * with `logo` and the nested fields flattened (`address[city]`, `customFields[tier]`).
 */
export const crmBrandRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: BASE,
    procedure: 'crm.brands.list',
    message: m.fetched,
    summary: 'Brands: tile filter, search over the visible columns, sort by any column (custom ones too), paginated',
    data: ['brands', 'pagination', 'nextCursor', 'stats'],
  }),
  route({
    method: 'POST',
    path: BASE,
    procedure: 'crm.brands.create',
    status: 201,
    message: m.created,
    files: LOGO,
    summary: 'Add a brand (JSON, or multipart with logo); custom fields are checked against the columns',
    data: ['brand'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/dropdown`,
    procedure: 'crm.brands.dropdown',
    message: m.dropdownFetched,
    summary: 'Every brand as {_id, id, name}, for pickers',
    data: ['brands'],
  }),
  route({
    method: 'POST',
    path: `${BASE}/bulk`,
    procedure: 'crm.brands.bulk',
    summary: 'Change owner, update a custom field or delete up to 100 brands in one call, with a result per id',
    data: ['results', 'counts'],
  }),
  route({
    method: 'GET',
    path: `${BASE}/:id`,
    procedure: 'crm.brands.get',
    message: m.fetchedOne,
    summary: 'One brand',
    data: ['brand'],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:id`,
    procedure: 'crm.brands.update',
    message: m.updated,
    files: LOGO,
    summary: 'Edit a brand (JSON, or multipart with logo; removeLogo=true removes it)',
    data: ['brand'],
  }),
  route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    procedure: 'crm.brands.remove',
    message: m.deleted,
    summary: 'Delete a brand (refused with 409 while it has leads)',
    data: ['id', '_id'],
    errors: [409],
  }),
  route({
    method: 'GET',
    path: '/api/crm/company-users',
    procedure: 'crm.companyUsers.list',
    message: m.usersFetched,
    summary: "The company's active users, for the brand owner and CS person pickers",
    data: ['users'],
  }),
];

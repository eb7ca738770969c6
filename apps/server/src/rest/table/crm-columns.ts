import { MESSAGES } from '@app/contracts';

import type { RestRoute } from '../route-types';

const route = (r: Omit<RestRoute, 'tag' | 'auth' | 'host'>): RestRoute => ({
  ...r,
  tag: 'CRM Columns',
  auth: true,
  host: 'tenant',
});
const BASE = '/api/crm/custom-columns';
const m = MESSAGES.crm.columns;

/**
 * Brand columns (docs/product/crm.md#rest-paths) and the custom fields of leads, meetings and enquiries: every company
 * role reads them, owners and admins change them. `reorder` and `visibility` are matched before `:id`.
 */
export const crmColumnRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: BASE,
    procedure: 'crm.customColumns.list',
    message: m.fetched,
    summary:
      "An entity's columns in display order: entity=brand (the default; built-in columns too), lead, meeting or enquiry (the company's own fields)",
    data: ['columns'],
  }),
  route({
    method: 'POST',
    path: BASE,
    procedure: 'crm.customColumns.create',
    status: 201,
    message: m.created,
    summary: "Add a column or custom field to an entity's list; select options get values derived from their labels",
    data: ['column'],
    errors: [409],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/reorder`,
    procedure: 'crm.customColumns.reorder',
    message: m.reordered,
    summary: 'Save the whole column order: {entity, columnOrders: [{columnId, position}]}',
    data: ['columns'],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/visibility`,
    procedure: 'crm.customColumns.setVisibility',
    message: m.visibilityUpdated,
    summary: 'Show or hide a column: {columnId, isVisible}',
    data: ['column'],
  }),
  route({
    method: 'PUT',
    path: `${BASE}/:id`,
    procedure: 'crm.customColumns.update',
    message: m.updated,
    summary: 'Edit a column (system columns: label only; the name never changes)',
    data: ['column'],
  }),
  route({
    method: 'DELETE',
    path: `${BASE}/:id`,
    procedure: 'crm.customColumns.remove',
    message: m.deleted,
    summary: "Delete a custom column and its values from every brand (system and default columns can't be)",
    data: ['id', '_id'],
  }),
];

import { count, eq, sql, tenantTables, type Executor, type SQL } from '@app/db';

import { NO_CURSOR } from '../../kit/pagination/cursor';
import { moneyOf } from '../../kit/pagination/page';

const { enquiries, leads, brands, users } = tenantTables;

/** An enquiry with its lead's client name, the lead's brand and the CS person's name. */
export const selectEnquiries = (tx: Executor, cursor: SQL<string> = NO_CURSOR) =>
  tx
    .select({
      cursor,
      enquiry: enquiries,
      clientName: leads.clientName,
      brandId: leads.brandId,
      brand: brands.name,
      csPerson: users.name,
    })
    .from(enquiries)
    .innerJoin(leads, eq(leads.id, enquiries.leadId))
    .innerJoin(brands, eq(brands.id, leads.brandId))
    .leftJoin(users, eq(users.id, enquiries.csPersonId));

/**
 * The list's total and its summary cards (docs/product/crm.md#enquiries) over the whole filtered set, in one query
 * on the same joins the search reads.
 */
export const summarizeEnquiries = (tx: Executor) =>
  tx
    .select({
      total: count(),
      won: sql<number>`count(*) filter (where ${enquiries.stage} = 'Won')`.mapWith(Number),
      totalValue: sql<number>`coalesce(sum(${enquiries.value}), 0)`.mapWith(Number),
    })
    .from(enquiries)
    .innerJoin(leads, eq(leads.id, enquiries.leadId))
    .innerJoin(brands, eq(brands.id, leads.brandId));

type EnquiryRow = Awaited<ReturnType<typeof selectEnquiries>>[number];

/** The documented enquiry row (docs/product/crm.md#enquiries) plus its form fields under their form names. */
export const serializeEnquiry = ({ enquiry, clientName, brandId, brand, csPerson }: EnquiryRow) => ({
  id: enquiry.id,
  _id: enquiry.id,
  addedDate: enquiry.addedDate,
  leadId: enquiry.leadId,
  brand,
  brandId,
  clientName,
  title: enquiry.title,
  requirement: enquiry.requirement,
  productType: enquiry.productType,
  value: moneyOf(enquiry.value),
  estimatedValue: moneyOf(enquiry.value),
  deliveryDate: enquiry.deliveryDate,
  expectedDeliveryDate: enquiry.deliveryDate,
  stage: enquiry.stage,
  priority: enquiry.priority,
  urgency: enquiry.urgency,
  assignedTo: enquiry.assignedToId,
  csPersonId: enquiry.csPersonId,
  csPerson,
  description: enquiry.description,
  comment: enquiry.comment,
  comments: enquiry.comment,
  nextFollowUpDate: enquiry.nextFollowUpDate,
  customFields: enquiry.customFields,
  createdAt: enquiry.createdAt.toISOString(),
  updatedAt: enquiry.updatedAt.toISOString(),
});

/**
 * One example record per entity, in the shape its REST read answers (the serializers in
 * packages/api), for the webhooks' examples. A deletion's example is the same record's `{ id }`.
 */
import { MESSAGES, type RecordEventEntity } from '@app/contracts';

const BRAND_ID = '5b0e4c1a-7d2f-4e8a-9c3b-1f6d2a8e4b70';
const LEAD_ID = '8c1f3e52-0a4b-4d6e-b7c9-2e5f8a1d3c94';
const MEMBER_ID = '2d7a9b4e-6c1f-4a3d-8e5b-9f0c2a7d1e36';
const OWNER_ID = 'a4e8c2f6-1b3d-4f5a-9c7e-0d2b4f6a8c15';

const csPerson = { csPersonId: MEMBER_ID, csPerson: 'Priya Nair' };

const lead = {
  id: LEAD_ID,
  _id: LEAD_ID,
  date: '2026-11-24',
  brand: 'Acme Digital',
  brandId: BRAND_ID,
  hq: 'Bengaluru',
  clientName: 'Northwind Traders',
  mobileNumber: '+91 98450 12345',
  emailId: 'anita.rao@northwind.example',
  designation: 'Head of Procurement',
  linkedin: null,
  website: 'northwind.example',
  stage: 'Qualified',
  outcome: 'Meeting Scheduled',
  priority: 'High',
  ...csPerson,
  comment: 'Wants a quote for a new online store',
  nextFollowUpDate: '2026-11-28',
  estimatedValue: 450000,
  customFields: { region: 'south', seats: 40 },
  createdAt: '2026-11-24T10:12:31.000Z',
  updatedAt: '2026-11-26T09:30:00.000Z',
};

const meeting = {
  id: '0f5d8a27-3c6e-4b19-a2d4-7e8b1c3f5a62',
  _id: '0f5d8a27-3c6e-4b19-a2d4-7e8b1c3f5a62',
  date: '2026-11-25',
  leadId: LEAD_ID,
  brand: 'Acme Digital',
  clientName: 'Northwind Traders',
  mobileNumber: '+91 98450 12345',
  emailId: 'anita.rao@northwind.example',
  designation: 'Head of Procurement',
  linkedin: null,
  website: 'northwind.example',
  brandId: BRAND_ID,
  title: 'Discovery workshop',
  scheduledDate: '2026-11-29T05:30:00.000Z',
  duration: 60,
  type: 'Demo',
  mode: 'In Person',
  location: 'Northwind HQ, Indiranagar',
  meetingLink: null,
  description: null,
  notes: null,
  status: 'Scheduled',
  outcome: 'Pending',
  ...csPerson,
  comment: null,
  nextFollowUpDate: null,
  customFields: { agenda: 'Catalogue size and payment options' },
  createdAt: '2026-11-25T08:02:10.000Z',
  updatedAt: '2026-11-25T08:02:10.000Z',
};

const enquiry = {
  id: '6a2c9e41-8b5d-4f7a-b1e3-4c6d8f0a2b57',
  _id: '6a2c9e41-8b5d-4f7a-b1e3-4c6d8f0a2b57',
  addedDate: '2026-11-26',
  leadId: LEAD_ID,
  brand: 'Acme Digital',
  brandId: BRAND_ID,
  clientName: 'Northwind Traders',
  title: 'Online store',
  requirement: 'An online store for 2,000 products with card and UPI payments',
  productType: 'E-commerce',
  value: 450000,
  estimatedValue: 450000,
  deliveryDate: '2027-02-15',
  expectedDeliveryDate: '2027-02-15',
  stage: 'Under Review',
  priority: 'High',
  urgency: 'Medium',
  assignedTo: MEMBER_ID,
  ...csPerson,
  description: null,
  comment: null,
  comments: null,
  nextFollowUpDate: '2026-12-01',
  customFields: { renewal: false },
  createdAt: '2026-11-26T11:45:00.000Z',
  updatedAt: '2026-11-26T11:45:00.000Z',
};

const brand = {
  id: BRAND_ID,
  _id: BRAND_ID,
  name: 'Acme Digital',
  description: 'Websites and apps for retailers',
  notes: null,
  logo: null,
  phone: '+91 80 4123 5678',
  website: 'acme-digital.example',
  industry: 'Software services',
  brandOwner: {
    id: OWNER_ID,
    _id: OWNER_ID,
    name: 'Rahul Mehta',
    email: 'rahul@acme.example',
    profile: { avatar: null },
  },
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', pinCode: '560001' },
  socialMedia: { linkedin: null, twitter: null, facebook: null, instagram: null },
  customFields: {},
  createdAt: '2026-10-02T07:15:00.000Z',
  updatedAt: '2026-11-20T13:05:42.000Z',
};

const member = {
  id: MEMBER_ID,
  _id: MEMBER_ID,
  name: 'Priya Nair',
  email: 'priya@acme.example',
  role: 'team_member',
  isActive: true,
  lastLogin: '2026-11-26T08:55:12.000Z',
  createdAt: '2026-09-14T06:30:00.000Z',
  phone: '+91 99000 11223',
  dateOfBirth: null,
  profile: {
    phone: '+91 99000 11223',
    avatar: null,
    department: 'Sales',
    designation: 'Customer Success Executive',
    dateOfBirth: null,
  },
};

const importRun = {
  id: '9e3b7d15-4a2c-4e6f-8b0d-3c5e7a9f1b28',
  _id: '9e3b7d15-4a2c-4e6f-8b0d-3c5e7a9f1b28',
  kind: 'lead',
  status: 'completed',
  fileName: 'leads-november.csv',
  fileBytes: 48213,
  encoding: 'utf-8',
  delimiter: ',',
  headers: ['Client', 'Brand', 'Email', 'Stage'],
  totalRows: 312,
  mapping: ['clientName', 'brand', 'emailId', 'stage'],
  duplicates: 'skip',
  commitMode: 'valid',
  counts: { created: 305, updated: 0, skipped: 4, failed: 3 },
  progress: { done: 312, total: 312, percent: 100, rowsPerSecond: 780, secondsLeft: null, elapsedSeconds: 0.4 },
  errors: [{ line: 18, field: 'emailId', message: 'Enter a valid email address' }],
  failure: null,
  createdBy: OWNER_ID,
  createdAt: '2026-11-26T09:20:05.000Z',
  startedAt: '2026-11-26T09:21:00.000Z',
  finishedAt: '2026-11-26T09:21:00.400Z',
};

/** The example `data` of each entity's events. */
export const EXAMPLE_RECORDS: Record<RecordEventEntity, Record<string, unknown> & { id: string }> = {
  lead,
  meeting,
  enquiry,
  brand,
  member,
  import: importRun,
};

export const EXAMPLE_TEST_DATA = {
  webhookId: '7c4a1e93-2f6b-4d8c-a5e0-1b3d5f7a9c26',
  note: MESSAGES.webhooks.testEventNote,
};

/** The example event's id and time, shared by every example. */
export const EXAMPLE_EVENT = { id: '3f1c2a9e-5b7d-4c1e-9a2f-6d8b0e4c7a13', createdAt: '2026-11-26T09:30:00.000Z' };

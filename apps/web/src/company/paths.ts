/** The company portal's paths; nav, guards and links use these, never literals. */
export const COMPANY_PATHS = {
  dashboard: '/',
  crmBrands: '/crm/brands',
  /** One brand's page (crm/kit/record-links.ts builds the links of this one and the two below). */
  crmBrand: '/crm/brands/:id',
  crmLeads: '/crm/leads',
  /** Possible duplicates across the company; matched before a lead's page, whose :id it would fit. */
  crmLeadDuplicates: '/crm/leads/duplicates',
  /** One lead's page (leads/page/lead-nav.ts builds its links). */
  crmLead: '/crm/leads/:id',
  crmMeetings: '/crm/meetings',
  crmMeeting: '/crm/meetings/:id',
  crmEnquiries: '/crm/enquiries',
  crmEnquiry: '/crm/enquiries/:id',
  crmFollowUps: '/crm/follow-ups',
  crmImports: '/crm/imports',
  team: '/team',
  teamSettings: '/team/settings',
  companySettings: '/company/settings',
  userSettings: '/user/settings',
} as const;

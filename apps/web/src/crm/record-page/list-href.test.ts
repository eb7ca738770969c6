import { describe, expect, it } from 'vitest';

import { defineCrmList } from '../kit/crm-list-state';
import { brandPageHref, enquiryPageHref, leadPageHref, meetingPageHref } from '../kit/record-links';
import { LEADS_LIST } from '../leads/leads-list';
import { filteredListHref } from './list-href';

const NO_BRAND_FILTER = defineCrmList({
  filters: { status: ['Open'] },
  sorts: ['createdAt'],
  defaultSort: 'createdAt',
});

describe('links between record pages', () => {
  it("opens a list filtered to a brand's records only where the list has a brand filter", () => {
    expect(filteredListHref('/crm/leads', LEADS_LIST, 'brandId', 'b-1')).toBe('/crm/leads?brandId=b-1');
    expect(filteredListHref('/crm/meetings', NO_BRAND_FILTER, 'brandId', 'b-1')).toBeNull();
    // A value the list's state would drop gives no link rather than the unfiltered list.
    expect(filteredListHref('/crm/leads', LEADS_LIST, 'brandId', 'not an id')).toBeNull();
  });

  it("links each record's page by its id", () => {
    expect(brandPageHref('b-1')).toBe('/crm/brands/b-1');
    expect(meetingPageHref('m 1')).toBe('/crm/meetings/m%201');
    expect(enquiryPageHref('e-1')).toBe('/crm/enquiries/e-1');
    expect(leadPageHref('l-1')).toBe('/crm/leads/l-1');
  });
});

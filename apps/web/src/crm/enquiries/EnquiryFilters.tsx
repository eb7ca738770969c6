/** The Enquiries filter row: search, Stage, Product Type and Brand, then the company's own select and yes / no fields. */
import { ENQUIRY_STAGES, MESSAGES, PRODUCT_TYPES } from '@app/contracts';

import { CustomFieldFilters } from '../custom-fields/CustomFieldFilters';
import { bindFilter, CrmSearch, FilterSelect } from '../kit/FilterSelect';
import { useBrandOptions } from '../kit/useBrandOptions';
import type { CrmListApi } from '../kit/useCrmListState';
import { ENQUIRIES_LIST, type EnquiryFilter, type EnquirySort } from './enquiries-list';

export function EnquiryFilters({ list }: { list: CrmListApi<EnquiryFilter, EnquirySort> }) {
  const t = MESSAGES.web.crmEnquiries;
  const brands = useBrandOptions();
  return (
    <>
      <CrmSearch list={list} placeholder={t.searchPlaceholder} />
      <FilterSelect
        label={MESSAGES.web.crmKit.stage}
        placeholder={MESSAGES.web.crmKit.allOptions.stage}
        options={ENQUIRY_STAGES}
        {...bindFilter(list, 'stage')}
      />
      <FilterSelect
        label={t.productType}
        placeholder={t.allProductTypes}
        options={PRODUCT_TYPES}
        {...bindFilter(list, 'productType')}
      />
      <FilterSelect
        label={MESSAGES.web.crmKit.brand}
        placeholder={MESSAGES.web.crmKit.allOptions.brand}
        options={brands.options}
        {...bindFilter(list, 'brandId')}
      />
      <CustomFieldFilters entity="enquiry" list={list} config={ENQUIRIES_LIST} />
    </>
  );
}

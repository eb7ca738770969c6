/** The Meetings filter row: search, Status, Type and Brand, then the company's own select and yes / no fields. */
import { MEETING_STATUSES, MEETING_TYPES, MESSAGES } from '@app/contracts';

import { CustomFieldFilters } from '../custom-fields/CustomFieldFilters';
import { bindFilter, CrmSearch, FilterSelect } from '../kit/FilterSelect';
import { useBrandOptions } from '../kit/useBrandOptions';
import type { CrmListApi } from '../kit/useCrmListState';
import { MEETINGS_LIST, type MeetingFilter, type MeetingSort } from './meetings-list';

export function MeetingFilters({ list }: { list: CrmListApi<MeetingFilter, MeetingSort> }) {
  const k = MESSAGES.web.crmKit;
  const brands = useBrandOptions();
  return (
    <>
      <CrmSearch list={list} placeholder={MESSAGES.web.crmMeetings.searchPlaceholder} />
      <FilterSelect
        label={k.status}
        placeholder={k.allOptions.status}
        options={MEETING_STATUSES}
        {...bindFilter(list, 'status')}
      />
      <FilterSelect
        label={k.type}
        placeholder={k.allOptions.type}
        options={MEETING_TYPES}
        {...bindFilter(list, 'type')}
      />
      <FilterSelect
        label={MESSAGES.web.crmKit.brand}
        placeholder={MESSAGES.web.crmKit.allOptions.brand}
        options={brands.options}
        {...bindFilter(list, 'brandId')}
      />
      <CustomFieldFilters entity="meeting" list={list} config={MEETINGS_LIST} />
    </>
  );
}

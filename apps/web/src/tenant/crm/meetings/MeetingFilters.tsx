/** The Meetings filter row: search, Status, Type and Brand. */
import { MEETING_STATUSES, MEETING_TYPES, MESSAGES } from '@app/contracts';

import { bindFilter, CrmSearch, FilterSelect } from '../kit/FilterSelect';
import { useBrandOptions } from '../kit/useBrandOptions';
import type { CrmListApi } from '../kit/useCrmListState';
import type { MeetingFilter, MeetingSort } from './meetings-list';

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
    </>
  );
}

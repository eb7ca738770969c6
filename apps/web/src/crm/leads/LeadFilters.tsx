/**
 * The Leads filter row (docs/product/crm.md#leads): search, Stage, Priority, plus outcome, brand, CS person and
 * follow-up, then the company's own select and yes / no fields.
 */
import { LEAD_STAGES, MESSAGES, OUTCOMES, PRIORITIES } from '@app/contracts';

import { useTeamOptions } from '../kit/useTeamOptions';
import { CustomFieldFilters } from '../custom-fields/CustomFieldFilters';
import { bindFilter, CrmSearch, FilterSelect } from '../kit/FilterSelect';
import { useBrandOptions } from '../kit/useBrandOptions';
import type { CrmListApi } from '../kit/useCrmListState';
import { LEAD_FOLLOW_UPS, LEADS_LIST, type LeadFilter, type LeadSort } from './leads-list';

export function LeadFilters({ list }: { list: CrmListApi<LeadFilter, LeadSort> }) {
  const k = MESSAGES.web.crmKit;
  const team = useTeamOptions();
  const brands = useBrandOptions();
  const followUps = LEAD_FOLLOW_UPS.map((value) => ({ value, label: k.followUpOptions[value] }));
  return (
    <>
      <CrmSearch list={list} placeholder={MESSAGES.web.crmLeads.searchPlaceholder} />
      <FilterSelect
        label={k.stage}
        placeholder={k.allOptions.stage}
        options={LEAD_STAGES}
        {...bindFilter(list, 'stage')}
      />
      <FilterSelect
        label={k.priority}
        placeholder={k.allOptions.priority}
        options={PRIORITIES}
        {...bindFilter(list, 'priority')}
      />
      <FilterSelect
        label={k.outcome}
        placeholder={k.allOptions.outcome}
        options={OUTCOMES}
        {...bindFilter(list, 'outcome')}
      />
      <FilterSelect
        label={k.brand}
        placeholder={k.allOptions.brand}
        options={brands.options}
        {...bindFilter(list, 'brandId')}
      />
      <FilterSelect
        label={k.csPerson}
        placeholder={k.allOptions.csPerson}
        options={team.options}
        {...bindFilter(list, 'csPersonId')}
      />
      <FilterSelect
        label={k.followUp}
        placeholder={k.allOptions.followUp}
        options={followUps}
        {...bindFilter(list, 'followUp')}
      />
      <CustomFieldFilters entity="lead" list={list} config={LEADS_LIST} />
    </>
  );
}

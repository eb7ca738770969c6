/**
 * The brand page (/crm/brands/{id}): the brand's fields (its company's brand columns included) with
 * inline edit, the brand panel for everything at once (the logo too), and the brand's latest leads,
 * meetings and enquiries with their totals. Brands keep no notes or timeline of their own: their
 * notes field is one of the fields.
 */
import { Avatar } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { MESSAGES } from '@app/contracts';

import type { RouterInputs } from '../../../lib/api/types';
import { initialsOf } from '../../../kit/format';
import { useCompanyTitle } from '../../../company/company-profile';
import { COMPANY_PATHS } from '../../../company/paths';
import { EditButton } from '../../record-page/RecordActions';
import { RecordLoadState } from '../../record-page/RecordLoadState';
import { RecordPageLayout } from '../../record-page/RecordPageLayout';
import type { Brand } from '../brand-columns';
import { BrandPanel } from '../BrandPanel';
import { BrandDetails } from './BrandDetails';
import { BrandRecords } from './BrandRecords';
import { useBrandPage } from './useBrandPage';

const p = MESSAGES.web.crmRecordPage;

type BrandUpdate = RouterInputs['crm']['brands']['update'];

export function BrandPage() {
  const { id = '' } = useParams();
  const { brand, columns, update, refresh } = useBrandPage(id);
  const [panelOpen, setPanelOpen] = useState(false);
  useCompanyTitle(brand.data?.brand.name ?? MESSAGES.web.crmBrands.title);
  const back = { to: COMPANY_PATHS.crmBrands, label: p.backToBrands };

  // The fields follow the columns: both are needed before the page can show the brand.
  if (!brand.data || !columns.data) {
    const failed = brand.error || !columns.error ? brand : columns;
    return <RecordLoadState query={failed} back={back} notFound={MESSAGES.crm.brands.notFound} />;
  }
  const record: Brand = brand.data.brand;
  const allColumns = columns.data.columns;
  return (
    <>
      <RecordPageLayout
        back={back}
        icon={
          <Avatar src={record.logo} alt="" radius="md" size={40} color="initials" name={record.name}>
            {initialsOf(record.name)}
          </Avatar>
        }
        title={record.name}
        actions={<EditButton onClick={() => setPanelOpen(true)} />}
        details={
          <BrandDetails
            brand={record}
            columns={allColumns}
            save={(patch) => update.mutateAsync(patch as BrandUpdate)}
          />
        }
        side={<BrandRecords brandId={record.id} />}
      />
      <BrandPanel
        opened={panelOpen}
        brand={record}
        columns={allColumns}
        onClose={() => setPanelOpen(false)}
        onSaved={() => {
          setPanelOpen(false);
          void refresh();
        }}
      />
    </>
  );
}

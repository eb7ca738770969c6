/**
 * CSV import (docs/product/crm.md#import-and-export): upload → mapping → preview → progress → summary, for brands, leads,
 * meetings and enquiries. The kind and the import's id live in the address, so a reload comes back
 * to the same step (a running import keeps its progress bar: the server keeps the figures).
 */
import { Anchor, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { IMPORT_KINDS, MESSAGES, type ImportKind } from '@app/contracts';

import { ErrorView } from '../../kit/feedback/ErrorView';
import { notify } from '../../kit/feedback/notify';
import { PageHeader } from '../../kit/layout/PageHeader';
import { useCompanyTitle } from '../../company/company-profile';
import { COMPANY_PATHS } from '../../company/paths';
import { HistoryList } from './HistoryList';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ProgressView } from './ProgressView';
import { SummaryView } from './SummaryView';
import { UndoPanel } from './UndoPanel';
import { UploadStep } from './UploadStep';
import {
  isActive,
  useFailuresDownload,
  useImport,
  useImportActions,
  type ImportDetail,
  type PreviewResult,
} from './useImport';

const t = MESSAGES.crm.imports;
const LIST_OF: Record<ImportKind, string> = {
  brand: COMPANY_PATHS.crmBrands,
  lead: COMPANY_PATHS.crmLeads,
  meeting: COMPANY_PATHS.crmMeetings,
  enquiry: COMPANY_PATHS.crmEnquiries,
};
const nav = MESSAGES.web.companyPortal.nav;
/** The kinds as the navigation names their lists. */
const KINDS = [
  { value: 'lead', label: nav.leads },
  { value: 'brand', label: nav.brands },
  { value: 'meeting', label: nav.meetings },
  { value: 'enquiry', label: nav.enquiries },
] satisfies { value: ImportKind; label: string }[];
const kindOf = (value: string | null): ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(value ?? '') ? (value as ImportKind) : 'lead';

export function ImportsPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const id = params.get('id');
  const title = t.title(t.kindLabels[kind]);
  useCompanyTitle(title);
  const open = (next: string | null) => setParams(next ? { kind, id: next } : { kind });
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={title}
        actions={
          <Anchor component={Link} to={LIST_OF[kind]}>
            {t.back}
          </Anchor>
        }
      />
      {!id && (
        <SegmentedControl
          aria-label={nav.importKind}
          data={KINDS}
          value={kind}
          onChange={(next) => setParams({ kind: next })}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {id ? (
          <ImportSteps key={id} id={id} onAnother={() => open(null)} />
        ) : (
          <UploadStep kind={kind} onUploaded={open} />
        )}
      </Paper>
      {!id && <HistoryList kind={kind} onOpen={open} />}
    </Stack>
  );
}

function ImportSteps({ id, onAnother }: { id: string; onAnother: () => void }) {
  const detail = useImport(id);
  const actions = useImportActions();
  const download = useFailuresDownload();
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  // The user's edits; until the first one, the server's suggested (or remembered) mapping.
  const [edited, setMapping] = useState<(string | null)[] | null>(null);
  const data = detail.data as ImportDetail | undefined;
  const mapping = edited ?? data?.import.mapping ?? null;

  if (detail.error) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!data || mapping === null) return null;
  const value = data.import;
  const saveFailures = () => download(id).catch((error: unknown) => notify.error(error));

  if (value.status === 'uploaded' && preview) {
    return (
      <PreviewStep
        result={preview}
        onBack={() => setPreview(null)}
        onDownload={saveFailures}
        starting={actions.start.isPending}
        onStart={(choice) =>
          actions.start.mutate(
            { id, mapping, ...choice },
            { onSuccess: () => void detail.refetch(), onError: (error) => notify.error(error) },
          )
        }
      />
    );
  }
  if (value.status === 'uploaded') {
    return (
      <MappingStep
        headers={value.headers}
        sample={data.sample}
        fields={data.fields}
        mapping={mapping}
        remembered={data.remembered}
        onChange={setMapping}
        busy={actions.preview.isPending}
        onNext={() =>
          actions.preview.mutate({ id, mapping }, { onSuccess: setPreview, onError: (error) => notify.error(error) })
        }
      />
    );
  }
  if (isActive(value.status)) {
    return (
      <ProgressView
        value={value}
        cancelling={actions.cancel.isPending}
        onCancel={() =>
          actions.cancel.mutate({ id }, { onSuccess: () => void detail.refetch(), onError: (e) => notify.error(e) })
        }
      />
    );
  }
  return (
    <SummaryView
      value={value}
      onAnother={onAnother}
      onDownload={saveFailures}
      undo={value.status === 'completed' && <UndoPanel value={value} />}
    />
  );
}

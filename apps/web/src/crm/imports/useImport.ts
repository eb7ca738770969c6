/**
 * The import screens' calls. The import is read from the server and polled while it runs, so the
 * progress (and which step to show) survives a reload: the import's id lives in the address.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { IMPORT_ACTIVE_STATUSES, type ImportKind } from '@app/contracts';

import { useTRPC } from '../../lib/api/client';
import { restDownload } from '../../lib/api/download';
import { restUpload } from '../../lib/api/rest';
import type { RouterOutputs } from '../../lib/api/types';
import { isUndoing } from './undo-rules';

export type ImportDetail = RouterOutputs['crm']['imports']['get'];
export type ImportView = ImportDetail['import'];
export type ImportFieldView = ImportDetail['fields'][number];
export type PreviewResult = RouterOutputs['crm']['imports']['preview'];

export const POLL_MS = 500;

export const isActive = (status: string) => (IMPORT_ACTIVE_STATUSES as readonly string[]).includes(status);

/** A run or an undo in progress: the server's figures move, so the import is polled. */
export const isBusy = (value: Pick<ImportView, 'status' | 'revert'>) =>
  isActive(value.status) || isUndoing(value.revert);

export function useImport(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...trpc.crm.imports.get.queryOptions({ id }),
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.import) ? POLL_MS : false),
  });
  // The background job wrote (or deleted) records: the lists already loaded are out of date.
  const busy = query.data ? isBusy(query.data.import) : false;
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) void queryClient.invalidateQueries(trpc.crm.pathFilter());
    wasBusy.current = busy;
  }, [busy, queryClient, trpc]);
  return query;
}

export function useImportHistory(kind: ImportKind) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.crm.imports.history.queryOptions({ kind, limit: 10 }),
    refetchOnMount: 'always',
    // "Undoing…" turns into "Undone" without a reload.
    refetchInterval: (query) => (query.state.data?.imports.some((row) => isUndoing(row.revert)) ? POLL_MS * 4 : false),
  });
}

/** The file goes as multipart to the REST path (tRPC's JSON link carries no files); `kind` first. */
export function useUpload(kind: ImportKind) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return restUpload<{ import: ImportView }>('POST', '/crm/imports', form);
    },
  });
}

export function useImportActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The import and the lists it fills change together.
  const refresh = () => queryClient.invalidateQueries(trpc.crm.pathFilter());
  return {
    preview: useMutation(trpc.crm.imports.preview.mutationOptions()),
    start: useMutation(trpc.crm.imports.start.mutationOptions({ onSuccess: refresh })),
    cancel: useMutation(trpc.crm.imports.cancel.mutationOptions({ onSuccess: refresh })),
    revert: useMutation(trpc.crm.imports.revert.mutationOptions({ onSuccess: refresh })),
  };
}

/**
 * The failing rows' CSV, saved as a file: streamed from the REST download path with the session's
 * headers, as the list exports are (the server names the file after the upload).
 */
export function useFailuresDownload() {
  return (id: string) => restDownload(`/crm/imports/${encodeURIComponent(id)}/failures.csv`, {}, 'failed-rows.csv');
}

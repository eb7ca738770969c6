/**
 * Export of a list as it is filtered and sorted (docs/product/crm.md#import-and-export): a menu of CSV and Excel; the server
 * streams the file from the list's REST path plus `/export`, with the list's own query.
 *
 *   <ExportButton path="/crm/leads/export" query={list.query} name="leads" />
 */
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES, type ExportFormat } from '@app/contracts';

import { restDownload } from '../../lib/api/download';
import { notify } from '../../kit/feedback/notify';

const t = MESSAGES.crm.dataOut;

export interface ExportButtonProps {
  /** The REST download path, without /api: `/crm/leads/export`. */
  path: string;
  /** The list's query; page and limit are ignored by the server. */
  query: object;
  /** The file's fallback base name. */
  name: string;
}

export function ExportButton({ path, query, name }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { page: _page, limit: _limit, ...filters } = query as Record<string, unknown>;
      await restDownload(path, { ...filters, format }, `${name}.${format}`);
    } catch (error) {
      notify.error(error, t.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy}>
          {t.exportButton}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void download('csv')}>
          {t.exportCsv}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void download('xlsx')}>
          {t.exportXlsx}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

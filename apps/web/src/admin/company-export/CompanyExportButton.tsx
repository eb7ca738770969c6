/**
 * A leaving company's data as one archive (decision 0019): the server streams a .tar.gz
 * of its record, tables and files from GET /api/super-admin/companies/:id/export.
 */
import { Button, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { restDownload } from '../../lib/api/download';
import { notify } from '../../kit/feedback/notify';

const t = MESSAGES.web.companyExport;

export function CompanyExportButton({ company }: { company: { id: number; subdomain: string } }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await restDownload(`/super-admin/companies/${company.id}/export`, {}, `company-${company.subdomain}.tar.gz`);
      notify.success(t.done);
    } catch (error) {
      notify.error(error, t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip label={t.hint} withArrow multiline maw={260}>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconDownload size={16} />}
        loading={busy}
        onClick={() => void download()}
      >
        {t.button}
      </Button>
    </Tooltip>
  );
}

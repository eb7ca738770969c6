import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { MESSAGES, type ImportKind } from '@app/contracts';

import { COMPANY_PATHS } from '../../company/paths';

/** The list screens' way into the CSV import of their records. */
export function ImportLink({ kind }: { kind: ImportKind }) {
  return (
    <Button
      component={Link}
      to={`${COMPANY_PATHS.crmImports}?kind=${kind}`}
      variant="default"
      leftSection={<IconFileImport size={16} />}
    >
      {MESSAGES.crm.imports.action}
    </Button>
  );
}

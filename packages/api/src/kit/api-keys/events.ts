import type { SecurityEventType } from '@app/contracts';

import type { ApiKeyView } from './store';

/** What the security log keeps of a key: which one and what it may do, never its secret. */
const keyFacts = (key: ApiKeyView) => ({ keyId: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix });
export const keyEvent = (type: SecurityEventType, key: ApiKeyView) => ({ type, detail: keyFacts(key) });

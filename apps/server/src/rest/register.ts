import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '@app/api';

/** Placeholder until the REST adapter lands. */
export async function registerRest(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}

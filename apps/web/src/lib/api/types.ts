/**
 * Types of the API, for props and helpers: `RouterOutputs['platform']['companies']['list']` is what
 * the companies list returns. Types only: nothing of the server reaches the bundle.
 */
export type { AppRouter, RouterInputs, RouterOutputs } from '@app/api';

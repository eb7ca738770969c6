export { appRouter, createCaller, type AppRouter, type RouterInputs, type RouterOutputs } from './root';
export { createContext, type Context, type RequestInfo } from './context';
export type { AppConfig, AppDeps, Logger } from './deps';
export { AppError, describeError, describeUnexpected, type DescribedError } from './errors';
export { CompanyDirectory } from './tenancy/directory';
export type { Storage, StoredObject } from './files/storage';
export type { Mailer, MailMessage } from './mail/mailer';
export { createJobQueue, type JobQueue } from './jobs/queue';
export { startJobRunner, type JobRunner } from './jobs/runner';

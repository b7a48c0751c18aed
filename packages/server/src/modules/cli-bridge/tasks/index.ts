import { createAdminTask } from './create-admin.js';
import { createM2mTask } from './create-m2m.js';
import { migrateTask, seedTask, statusTask } from './database-tasks.js';
import type { CliTask } from './task.js';
import { usersExportTask, usersImportTask } from '../../users/import/cli-commands.js';
import { tenantOperatorTask, tenantSuspendTask, tenantUnsuspendTask } from '../../tenant-suspension/cli-commands.js';

/** Every CLI command that touches the database, by its command name. */
export const cliTasks: Record<string, CliTask> = {
  migrate: migrateTask,
  seed: seedTask,
  status: statusTask,
  'create-admin': createAdminTask,
  'create-m2m': createM2mTask,
  'users-export': usersExportTask,
  'users-import': usersImportTask,
  'tenant-suspend': tenantSuspendTask,
  'tenant-unsuspend': tenantUnsuspendTask,
  'tenant-operator': tenantOperatorTask,
};

export { CliTaskError, type CliOptions, type CliTask, type TaskDeps } from './task.js';

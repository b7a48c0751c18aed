import { ConfigError, loadConfig } from '../config.js';
import { DataDirError } from '../db/data-dir.js';
import { MigrationError } from '../db/migrate.js';
import { print, type CliCommand } from './command.js';
import { createAdmin } from './commands/create-admin.js';
import { createM2m } from './commands/create-m2m.js';
import { migrate, seed, status } from './commands/database.js';

const commands: Record<string, CliCommand> = {
  migrate,
  seed,
  status,
  'create-admin': createAdmin,
  'create-m2m': createM2m,
};

const help = () => {
  print('Usage: npm run cli -- <command> [options]');
  print();
  print('Commands:');
  for (const [name, command] of Object.entries(commands)) {
    print(`  ${name.padEnd(12)} ${command.summary}`);
    if (command.usage) {
      print(`  ${''.padEnd(12)} ${name} ${command.usage}`);
    }
  }
  print();
  print('The environment selects the database: DATABASE_URL, or DATA_DIR for the embedded one.');
};

const [name, ...args] = process.argv.slice(2);
if (!name || name === '--help' || name === '-h' || name === 'help') {
  help();
  process.exit(name ? 0 : 1);
}
const command = commands[name];
if (!command) {
  process.stderr.write(`Unknown command "${name}".\n\n`);
  help();
  process.exit(1);
}
if (args.includes('--help')) {
  print(`${name}: ${command.summary}`);
  if (command.usage) {
    print(`Usage: npm run cli -- ${name} ${command.usage}`);
  }
  process.exit(0);
}
try {
  await command.run(loadConfig(), args);
} catch (error) {
  const message =
    error instanceof ConfigError || error instanceof DataDirError || error instanceof MigrationError
      ? error.message
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

import { loadConfig } from '../config.js';
import { cliTasks } from '../modules/cli-bridge/tasks/index.js';
import { parseOptions, print } from './command.js';
import { runCliTask } from './run-task.js';

const help = () => {
  print('Usage: npm run cli -- <command> [options]');
  print();
  print('Commands:');
  for (const [name, command] of Object.entries(cliTasks)) {
    print(`  ${name.padEnd(12)} ${command.summary}`);
    if (command.usage) {
      print(`  ${''.padEnd(12)} ${name} ${command.usage}`);
    }
  }
  print();
  print('The environment selects the database: DATABASE_URL, or DATA_DIR for the embedded one.');
  print('While a server runs on the embedded database, commands go through that server.');
};

const [name, ...args] = process.argv.slice(2);
if (!name || name === '--help' || name === '-h' || name === 'help') {
  help();
  process.exit(name ? 0 : 1);
}
const command = Object.hasOwn(cliTasks, name) ? cliTasks[name] : undefined;
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
  print(
    await runCliTask(
      loadConfig(),
      name,
      command,
      parseOptions(args, Object.keys(command.options.shape)),
    ),
  );
} catch (error) {
  // Known failures (configuration, data dir, migrations, a command's own rules) are messages for
  // the user; anything else is reported the same way, without a stack trace.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

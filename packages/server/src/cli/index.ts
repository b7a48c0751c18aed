import path from 'node:path';
import { loadConfig } from '../config.js';
import { cliTasks } from '../modules/cli-bridge/tasks/index.js';
import { parseOptions, print } from './command.js';
import { runCliTask } from './run-task.js';

const help = () => {
  print('Usage: npm run cli -- <command> [options]');
  print();
  print('Commands:');
  for (const [name, command] of Object.entries(cliTasks)) {
    const spoken = name.replace(/^(users|tenant)-/, '$1 ');
    print(`  ${spoken.padEnd(12)} ${command.summary}`);
    if (command.usage) {
      print(`  ${''.padEnd(12)} ${spoken} ${command.usage}`);
    }
  }
  print();
  print('The environment selects the database: DATABASE_URL, or DATA_DIR for the embedded one.');
  print('While a server runs on the embedded database, commands go through that server.');
};

/**
 * `users export …` and `users import FILE …` are two words on the command line; the file is
 * made absolute here, as a running server may be the one to read it.
 */
const toTaskCall = (argv: string[]): [string | undefined, string[]] => {
  const [first, second, ...rest] = argv;
  // `tenant suspend <tenantId>`, `tenant unsuspend <tenantId>`, `tenant operator <userId>`.
  if (first === 'tenant' && second && !second.startsWith('-')) {
    const [target, ...more] = rest;
    const option = second === 'operator' ? '--user' : '--tenant';
    return [`tenant-${second}`, target && !target.startsWith('--') ? [option, target, ...more] : rest];
  }
  if (first !== 'users' || !second || second.startsWith('-')) {
    return [first, argv.slice(1)];
  }
  if (second === 'import' && rest[0] && !rest[0].startsWith('--')) {
    return ['users-import', ['--file', path.resolve(rest[0]), ...rest.slice(1)]];
  }
  const output = rest.indexOf('--output');
  if (output >= 0 && rest[output + 1]) {
    rest[output + 1] = path.resolve(rest[output + 1] ?? '');
  }
  return [`users-${second}`, rest];
};

const [name, args] = toTaskCall(process.argv.slice(2));
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
  const output = await runCliTask(loadConfig(), name, command, parseOptions(args, Object.keys(command.options.shape)));
  // A command that streamed its output itself (users export) answers nothing more.
  if (output !== '') {
    print(output);
  }
} catch (error) {
  // Known failures (configuration, data dir, migrations, a command's own rules) are messages for
  // the user; anything else is reported the same way, without a stack trace.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

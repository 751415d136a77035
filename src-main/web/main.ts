/**
 * `npm run start:web`: the browser host. Runs the real main-process services (settings,
 * autosave, engine host) and serves the real renderer on 127.0.0.1 behind a session token.
 *
 * `npm run start:web -- [--engine <program>]… [<record file>]`: each `--engine` offers a USI
 * engine program the page may register (the page never names a program itself); a record file
 * opens in the study view at start.
 * Environment: PORT (default 0 = a free port), BANMEN_DATA_DIR (default ~/.banmen-web), LANG,
 * BANMEN_RECORDS_DIR (saved as the records folder: the only place the page may save records;
 * default `records` in the data folder), BANMEN_ENGINES (more engine programs, absolute paths
 * separated by `:`, or `;` on Windows).
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServices, recordsFolderOf } from '../services/create-services.ts';
import { createInvokeHandlers } from '../services/ipc-handlers.ts';
import { ensureRendererBuilt } from './renderer-build.ts';
import { startWebHost } from './server.ts';
import { cliArgs, usageError } from '../cli-args.ts';
import { enginePrograms, EngineProgramsError } from '../services/engine/engine-programs.ts';

/** The command line: offered engine programs and the record file to open, if any. */
function commandLine(): { programs: string[]; file: string | undefined } {
  const { values, positionals } = cliArgs('start:web', {
    options: { engine: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  try {
    return {
      programs: enginePrograms(values.engine ?? [], process.env.BANMEN_ENGINES),
      file: positionals[0],
    };
  } catch (e) {
    if (e instanceof EngineProgramsError) usageError('start:web', e.message);
    throw e;
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got ${process.env.PORT}`);
    process.exit(2);
  }
  const { programs, file } = commandLine();
  const rendererDir = await ensureRendererBuilt();
  const dataDir = process.env.BANMEN_DATA_DIR ?? join(homedir(), '.banmen-web');
  let services: ReturnType<typeof createServices> | null = null;
  const host = await startWebHost({
    port,
    rendererDir,
    createHandlers: (sink) => {
      services = createServices({
        dataDir,
        sink,
        host: 'web',
        osLang: process.env.LANG ?? '',
        // Why INIT_CWD: npm runs us from the package folder; the user named the file from theirs.
        initialFile: file ? resolve(process.env.INIT_CWD ?? '.', file) : null,
        enginePrograms: programs,
      });
      const records = process.env.BANMEN_RECORDS_DIR;
      // Why resolve now: the setting must not depend on the folder the host was started from.
      if (records) services.settings.update({ recordsFolder: resolve(records) });
      console.log(`Records are saved under ${recordsFolderOf(services.settings, dataDir)}`);
      return createInvokeHandlers(services);
    },
    printView: (id) => services?.print.view(id) ?? null,
    // Why: a reloaded or closed page can no longer quit what it started (issue 41, defect 2).
    onPageGone: (page) => {
      services?.study.review.cancelOwnedBy(page);
      void services?.study.analysis.closeOwnedBy(page);
      void services?.engines.quitOwnedBy(page);
    },
  });
  if (programs.length) console.log(`Engine programs offered: ${programs.join(', ')}`);
  console.log(`Banmen running at ${host.url}`);
  const shutdown = async () => {
    services?.study.review.cancelAll();
    services?.tournaments.stopAll();
    services?.training.stopAll();
    services?.netTraining.stopAll();
    await services?.study.analysis.closeAll();
    await services?.engines.quitAll();
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main();

/**
 * The contract's implementation, shared by both hosts (Electron's ipcMain and the browser
 * host's HTTP bridge): one function per invoke channel, calling the plain-Node services.
 */
import type { AppInfo, InvokeHandlers } from './contract.ts';
import type { AutosaveService } from '../services/autosave.ts';
import type { EngineHost } from '../services/engine/engine-host.ts';
import type { SettingsService } from '../services/settings/settings-service.ts';
import type { RecordFiles } from '../services/record-files.ts';
import type { EngineRegistry } from '../services/engine/engine-registry.ts';
import { isSavedGame } from '../services/autosave.ts';

/** The services behind the contract. */
export interface Services {
  info: AppInfo;
  settings: SettingsService;
  autosave: AutosaveService;
  engines: EngineHost;
  records: RecordFiles;
  registry: EngineRegistry;
}

/** Builds the handler table; argument shapes are checked here (why: the renderer is untrusted). */
export function createInvokeHandlers(s: Services): InvokeHandlers {
  return {
    'app:info': () => s.info,
    'settings:load': () => s.settings.load(),
    'settings:update': (patch) =>
      s.settings.update(patch && typeof patch === 'object' ? patch : {}),
    'autosave:load': () => s.autosave.load(),
    'autosave:save': (game) => {
      if (isSavedGame(game)) s.autosave.save(game);
    },
    'autosave:clear': () => s.autosave.clear(),
    'engine:list': () => s.engines.list(),
    'engine:start': (args) => s.engines.start(args),
    'engine:go': (args) => s.engines.go(args),
    'engine:stop': (handle) => s.engines.stop(String(handle)),
    'engine:quit': (handle) => s.engines.quit(String(handle)),
    'engine:register': (spec) => s.registry.register(spec),
    'engine:unregister': (id) => s.registry.unregister(String(id)),
    'record:read': (path) => s.records.read(path),
  };
}

/**
 * The contract's implementation, shared by both hosts (Electron's ipcMain and the browser
 * host's HTTP bridge): one function per invoke channel, calling the plain-Node services.
 */
import type { AppInfo, InvokeHandlers } from './contract.ts';
import {
  engineOptions,
  withSavedEngineOptions,
  withSavedOptions,
} from '../services/engine/saved-options.ts';
import type { AutosaveService } from '../services/autosave.ts';
import type { EngineHost } from '../services/engine/engine-host.ts';
import type { SettingsService } from '../services/settings/settings-service.ts';
import type { RecordFiles } from '../services/record-files.ts';
import type { EngineRegistry } from '../services/engine/engine-registry.ts';
import { isSavedGame } from '../services/autosave.ts';
import type { RecordAccess } from '../services/study/record-access.ts';
import type { AnalysisBridge } from '../services/study/analysis-bridge.ts';
import type { ReviewBridge } from '../services/study/review-bridge.ts';
import type { TournamentService } from '../services/tournament/tournament-service.ts';
import type { CloseGuard } from '../services/close-guard.ts';
import type { TrainingService } from '../services/training/training-service.ts';

/** The services behind the contract. */
export interface Services {
  info: AppInfo;
  settings: SettingsService;
  autosave: AutosaveService;
  engines: EngineHost;
  records: RecordFiles;
  registry: EngineRegistry;
  study: { files: RecordAccess; analysis: AnalysisBridge; review: ReviewBridge };
  tournaments: TournamentService;
  closeGuard: CloseGuard;
  training: TrainingService;
}

/** Builds the handler table; argument shapes are checked here (why: the renderer is untrusted). */
export function createInvokeHandlers(s: Services): InvokeHandlers {
  return {
    'app:info': () => s.info,
    'settings:load': () => s.settings.load(),
    'settings:update': (patch) => s.settings.updateFromUser(patch),
    'autosave:load': () => s.autosave.load(),
    'autosave:save': (game) => {
      if (isSavedGame(game)) s.autosave.save(game);
    },
    'autosave:clear': () => s.autosave.clear(),
    'engine:list': () => s.engines.list(),
    'app:record-modified': (modified) => s.closeGuard.setModified(modified === true),
    'app:close-answer': (close) => s.closeGuard.answer(close === true),
    'engine:start': (args) => s.engines.start(withSavedOptions(s.registry, args)),
    'engine:go': (args) => s.engines.go(args),
    'engine:stop': (handle) => s.engines.stop(String(handle)),
    'engine:quit': (handle) => s.engines.quit(String(handle)),
    'engine:register': (spec) => s.registry.register(spec),
    'engine:unregister': (id) => s.registry.unregister(String(id)),
    'engine:options': (id) => engineOptions(s.engines, s.registry, String(id)),
    'engine:save-options': (id, values) => s.registry.saveOptions(String(id), values),
    'record:read': (path) => s.records.read(path),
    'study:initial-file': () => s.study.files.initialFile(),
    'study:recent': () => s.study.files.recent(),
    'study:read': (path) => s.study.files.read(path),
    'study:write': (path, base64) => s.study.files.write(path, base64),
    'study:save-dialog': (name) => s.study.files.chooseSavePath(String(name ?? '')),
    'study:analysis-open': (a) => s.study.analysis.open(String(a?.engineId), Number(a?.multiPV)),
    'study:analysis-position': (h, pos) => s.study.analysis.position(String(h), pos),
    'study:analysis-stop': (h) => s.study.analysis.stop(String(h)),
    'study:analysis-close': (h) => s.study.analysis.close(String(h)),
    'study:mate': (h, pos, ms) => s.study.analysis.mate(String(h), pos, ms),
    'study:review-start': (a) => s.study.review.start(a),
    'study:review-cancel': (id) => s.study.review.cancel(String(id)),
    'study:batch-review': (a) => s.study.review.batch(a),
    'tournament:start': (form) => s.tournaments.start(withSavedEngineOptions(s.registry, form)),
    'tournament:control': (id, action) => s.tournaments.control(String(id), action),
    'tournament:open': (folder) => s.tournaments.open(folder),
    'tournament:list': () => s.tournaments.list(),
    'tournament:game': (folder, index) => s.tournaments.game(folder, Number(index)),
    'training:start': (options) => s.training.start(options),
    'training:stop': (id) => s.training.stop(String(id)),
    'training:current': () => s.training.current(),
    'training:use': (id) => s.training.useAsEngineEvaluation(String(id)),
    'training:use-shipped': () => s.training.useShippedWeights(),
    'training:pick': (kind) => s.training.pick(kind === 'file' ? 'file' : 'folder'),
  };
}

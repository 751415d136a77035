/**
 * The contract's implementation, shared by both hosts (Electron's ipcMain and the browser
 * host's HTTP bridge): one function per invoke channel, calling the plain-Node services.
 */
import type { AppInfo, InvokeHandlers } from '../shared/contract.ts';
import { engineOptions, withSavedEngineOptions, withSavedOptions } from './engine/saved-options.ts';
import type { AutosaveService } from './autosave.ts';
import type { EngineHost } from './engine/engine-host.ts';
import type { SettingsService } from './settings/settings-service.ts';
import type { RecordFiles } from './record-files.ts';
import type { EngineRegistry } from './engine/engine-registry.ts';
import { isSavedGame } from './autosave.ts';
import type { RecordAccess } from './study/record-access.ts';
import type { AnalysisBridge } from './study/analysis-bridge.ts';
import type { ReviewBridge } from './study/review-bridge.ts';
import type { TournamentService } from './tournament/tournament-service.ts';
import type { CloseGuard } from './close-guard.ts';
import type { TrainingService } from './training/training-service.ts';
import type { NetTrainingService } from './net-training/net-training-service.ts';
import type { ExplorerService } from './explorer/explorer-service.ts';
import { diagramPngForRenderer } from './diagram/diagram-ipc.ts';
import type { PracticeService } from './practice/practice-service.ts';
import type { BookService } from './book/book-service.ts';
import type { TsumeService } from './tsume/tsume-service.ts';
import type { PrintService } from './print/print-service.ts';

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
  netTraining: NetTrainingService;
  explorer: ExplorerService;
  practice: PracticeService;
  book: BookService;
  tsume: TsumeService;
  print: PrintService;
}

/**
 * An id or handle from the renderer as text; anything else becomes '' (why: `String(x)` throws on
 * junk such as `{ toString: 5 }`, and '' is an id no service knows, so it answers a typed error).
 */
function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/** A number from the renderer; anything else is NaN, which the services refuse. */
function num(v: unknown): number {
  return typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
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
    'engine:stop': (handle) => s.engines.stop(text(handle)),
    'engine:quit': (handle) => s.engines.quit(text(handle)),
    'engine:register': (spec) => s.registry.register(spec),
    'engine:programs': () => s.registry.programs(),
    'engine:unregister': (id) => s.registry.unregister(text(id)),
    'engine:rename': (id, name) => s.registry.rename(text(id), text(name)),
    'engine:options': (id) => engineOptions(s.engines, s.registry, text(id)),
    'engine:save-options': (id, values) => s.registry.saveOptions(text(id), values),
    'record:read': (path) => s.records.read(path),
    'study:initial-file': () => s.study.files.initialFile(),
    'study:recent': () => s.study.files.recent(),
    'study:read': (path) => s.study.files.read(path),
    'study:write': (path, base64) => s.study.files.write(path, base64),
    'study:save-dialog': (name) => s.study.files.chooseSavePath(text(name ?? '')),
    'diagram:png': (request) => diagramPngForRenderer(request),
    'print:record': (request) => s.print.print(request),
    'diagram:batch': (request) => s.print.batch(request),
    'study:analysis-open': (a) =>
      s.study.analysis.open(text(a?.engineId), num(a?.multiPV), a?.owner),
    'study:analysis-position': (h, pos) => s.study.analysis.position(text(h), pos),
    'study:analysis-stop': (h) => s.study.analysis.stop(text(h)),
    'study:analysis-close': (h) => s.study.analysis.close(text(h)),
    'study:mate': (h, pos, ms) => s.study.analysis.mate(text(h), pos, ms),
    // Several analysis engines at once (issue 44 item 3): the bridge checks the list.
    'study:analysis-open-set': (a) => s.study.analysis.openSet(a?.engines, a?.owner),
    'study:review-start': (a) => s.study.review.start(a),
    'study:review-cancel': (id) => s.study.review.cancel(text(id)),
    'study:batch-review': (a) => s.study.review.batch(a),
    'tournament:start': (form) => s.tournaments.start(withSavedEngineOptions(s.registry, form)),
    'tournament:control': (id, action) => s.tournaments.control(text(id), action),
    'tournament:open': (folder) => s.tournaments.open(folder),
    'tournament:list': () => s.tournaments.list(),
    'tournament:game': (folder, index) => s.tournaments.game(folder, num(index)),
    'tournament:spsa-open': (folder) => s.tournaments.openSpsa(text(folder)),
    'training:start': (options) => s.training.start(options),
    'training:stop': (id) => s.training.stop(text(id)),
    'training:current': () => s.training.current(),
    'training:use': (id) => s.training.useAsEngineEvaluation(text(id)),
    'training:use-shipped': () => s.training.useShippedWeights(),
    'training:pick': (kind) => s.training.pick(kind === 'file' ? 'file' : 'folder'),
    'net-training:start': (options) => s.netTraining.start(options),
    'net-training:stop': (id) => s.netTraining.stop(text(id)),
    'net-training:current': () => s.netTraining.current(),
    'net-training:use': (id) => s.netTraining.useNet(text(id)),
    'net-training:use-shipped': () => s.netTraining.useShippedNet(),
    'net-training:pick': (kind) =>
      s.netTraining.pick(kind === 'data' || kind === 'net' ? kind : 'folder'),
    'explorer:folders': () => s.explorer.folders(),
    'explorer:add-folder': (path) => s.explorer.addFolder(typeof path === 'string' ? path : null),
    'explorer:remove-folder': (path) => s.explorer.removeFolder(text(path)),
    'explorer:update': () => s.explorer.update(),
    'explorer:query': (sfen) => s.explorer.query(text(sfen)),
    'explorer:trees': () => s.explorer.trees(),
    'explorer:tree-query': (tree, sfen) => s.explorer.treeQuery(text(tree), text(sfen)),
    'practice:progress': () => s.practice.progress(),
    'practice:set-player': (name) => s.practice.setPlayer(name),
    'practice:add': (source) => s.practice.add(source),
    'practice:add-repertoire': (book, color) => s.practice.addRepertoire(book, color),
    'practice:list': () => s.practice.list(),
    'practice:next': () => s.practice.next(),
    'practice:hint': (id, level) => s.practice.hint(text(id), num(level)),
    'practice:answer': (id, usi, hints) => s.practice.answer(text(id), text(usi), num(hints)),
    'book:list': () => s.book.list(),
    'book:open': (name, sfen) => s.book.open(text(name), text(sfen)),
    'book:at': (sfen) => s.book.at(text(sfen)),
    'book:edit': (edit) => s.book.edit(edit),
    'book:undo': () => s.book.undo(),
    'book:redo': () => s.book.redo(),
    'book:save': (name) => s.book.save(name === null ? null : text(name)),
    'book:add-line': (sfen, moves, plies, at) =>
      s.book.addLine(text(sfen), moves, num(plies), text(at)),
    'book:play-move': (book, sfen, ply) => s.book.playMove(book, text(sfen), num(ply)),
    'book:mst-next': (sfen) => s.book.mstNext(text(sfen)),
    'book:add-folder': (path, plies, at) =>
      s.book.addFolder(typeof path === 'string' ? path : null, num(plies), text(at)),
    'tsume:standing': () => s.tsume.standing(),
    'tsume:next': (plies) => s.tsume.next(plies),
    'tsume:result': (id, solved, rated) => s.tsume.result(text(id), solved, rated),
    'tsume:storm-end': (score) => s.tsume.stormEnded(score),
    'tsume:check': (sfen) => s.tsume.check(sfen),
  };
}

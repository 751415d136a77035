/**
 * Which test files `npm run test:unit` leaves out (`npm test` runs them all). The unit suite is the
 * pure suites: no browser, no engine process or search through the USI engine, no training run, so
 * it answers in about two minutes. A new test file is a unit test unless it is listed here.
 */

/** Folders and files outside the unit suite, each group with why. */
export const NOT_UNIT = [
  {
    why: 'browser tests (Chromium and the browser host) and the built bundle / Electron',
    prefixes: ['test/browser/', 'test/e2e/'],
  },
  {
    why: 'training runs (NNUE data and trainer, the GA and net-training services, eval fits)',
    prefixes: [
      'test/tune/nnue-train/',
      'test/tune/nnue-data/',
      'test/tune/eval-fit/',
      'test/services/net-training/',
      'test/services/training/',
    ],
  },
  {
    why: 'processes: real and fake USI engines, CLIs, the native build, packaging, lint',
    files: [
      'test/analysis/review-cli.test.ts',
      'test/app/packaged-addon.test.ts',
      'test/app/packaging.test.ts',
      'test/ci/check-bench.test.ts',
      'test/ci/run-tests.test.ts',
      'test/cli-args.test.ts',
      'test/engine/bench.test.ts',
      'test/engine/book/db2016.test.ts',
      'test/engine/core/fairy-stockfish-divide.test.ts',
      'test/engine/core/perft-cli.test.ts',
      'test/engine/eval/classical/features.test.ts',
      'test/engine/eval/nnue/build-native.test.ts',
      'test/engine/eval/nnue/fallback.test.ts',
      'test/engine/eval/nnue/yaneuraou-crosscheck.test.ts',
      'test/engine/fairy-stockfish.test.ts',
      'test/engine/tunable-options.test.ts',
      'test/engine/usi.test.ts',
      'test/ipc/fuzz.test.ts',
      'test/lint.test.ts',
      'test/native/addon-args.test.ts',
      'test/native/kernel-harness.test.ts',
      'test/records/convert-cli.test.ts',
      'test/records/import.test.ts',
      'test/renderer/error-text.test.ts',
      'test/services/engine-host-usi.test.ts',
      'test/services/engine-host.test.ts',
      'test/services/engine-registry.test.ts',
      'test/services/engines/saved-options.test.ts',
      'test/services/settings.test.ts',
      'test/services/study/bridges.test.ts',
      'test/services/study/record-access.test.ts',
      'test/services/tournament/spsa-folder.test.ts',
      'test/services/tournament/tournament-service.test.ts',
      'test/tournament/config-env.test.ts',
      'test/tournament/runner-options.test.ts',
      'test/tournament/faults.test.ts',
      'test/tournament/knockout.test.ts',
      'test/tournament/orphans.test.ts',
      'test/tournament/output-folder.test.ts',
      'test/tournament/preflight.test.ts',
      'test/tournament/real-fsf.test.ts',
      'test/tournament/real-gauntlet.test.ts',
      'test/tournament/resume.test.ts',
      'test/tournament/stall-watch.test.ts',
      'test/tournament/vs-yaneuraou.test.ts',
      'test/tune/ga/cache-pool.test.ts',
      'test/tune/engine-games.test.ts',
      'test/tune/ga/fitness.test.ts',
      'test/tune/folds.test.ts',
      'test/usi/transport-nice.test.ts',
      'test/usi/usi-engine.test.ts',
      'test/usi/usi-field.test.ts',
    ],
  },
  {
    why: 'searches through the engine (go depth/nodes/mate, analysis and review sessions)',
    files: [
      'test/analysis/analysis-session.test.ts',
      'test/analysis/game-review.test.ts',
      'test/analysis/review-integration.test.ts',
      'test/engine/book/book-usi.test.ts',
      'test/engine/classical-weights-option.test.ts',
      'test/engine/find-bench.test.ts',
      'test/engine/mst/mst-search.test.ts',
      'test/engine/nnue-engine.test.ts',
      'test/engine/search-mates.test.ts',
      'test/engine/search-records.test.ts',
      'test/engine/search.test.ts',
      'test/engine/shipped-net.test.ts',
      'test/engine/skill-levels.test.ts',
      'test/usi/protocol.test.ts',
    ],
  },
  {
    why: 'printing: the print CLI starts Chromium to write a PDF (docs/print.md)',
    files: ['test/services/print/print-cli.test.ts'],
  },
  {
    why:
      'threads and processes, the slowest of the unit run (issue 45: ≤ 2 minutes): Lazy SMP ' +
      'searches through the engine program and worker threads sharing a table or a native net, ' +
      'tournament games between real or fake engines, engine helper processes, the engine ' +
      'reading FIFOs, a batch review with the built-in engine, every mate-in-1 problem searched',
    files: [
      'test/engine/smp-search.test.ts',
      'test/engine/smp-table.test.ts',
      'test/native/net-sharing.test.ts',
      'test/tournament/real-builtin.test.ts',
      'test/tournament/book.test.ts',
      'test/usi/engine-helpers.test.ts',
      'test/usi/engine-helpers-ps.test.ts',
      'test/engine/bounded-engine-files.test.ts',
      'test/services/study/batch-review-scope.test.ts',
      'test/engine/mate-in-one.test.ts',
    ],
  },
];

/** True when `file` (a path like `test/engine/foo.test.ts`) belongs to the unit suite. */
export function isUnitTest(file) {
  const f = file.replaceAll('\\', '/');
  return !NOT_UNIT.some(
    (g) => (g.prefixes ?? []).some((p) => f.startsWith(p)) || (g.files ?? []).includes(f),
  );
}

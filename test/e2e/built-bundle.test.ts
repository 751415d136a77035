// The built app without tsx: `electron-vite build` into a scratch folder of the checkout, then the
// services from that build, under plain Node, run an analysis, a review and a 2-game tournament
// with the built-in engine (the launcher's Node branch starts `node out/main/engine.js`), and no
// file of the build refers to the sources or to tsx (neither is packaged), and module constants
// stay `const`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

test('the built bundle runs analysis, review and a tournament with the built-in engine, without tsx', async (t) => {
  // Inside the checkout, so the build's bare imports (tsshogi…) resolve as they do in the package.
  const scratch = join(REPO, 'tmp', `built-bundle-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  t.after(() => rmSync(scratch, { recursive: true, force: true }));
  const out = join(scratch, 'out');
  const cli = join(REPO, 'node_modules/electron-vite/bin/electron-vite.js');
  const build = spawnSync(
    process.execPath,
    [cli, 'build', '--outDir', out, '--logLevel', 'error'],
    {
      cwd: REPO,
      encoding: 'utf8',
    },
  );
  assert.equal(build.status, 0, `build failed: ${build.stderr}`);

  const leaks = filesUnder(out).filter((f) => /src-main\/|\btsx\b/.test(readFileSync(f, 'utf8')));
  assert.deepEqual(leaks, [], 'files of the build that name the sources or tsx');
  // Vite's default rewrites top-level `const` as `var`; V8 then reloads every module constant
  // the search reads per node (VALUE_NONE, MAX_PLY…) instead of folding it: 7–9 % fewer nodes/s.
  const varConstants = filesUnder(join(out, 'main')).filter((f) =>
    /^var \{/m.test(readFileSync(f, 'utf8')),
  );
  assert.deepEqual(varConstants, [], 'bundles whose module constants became `var`');

  // The environment the Electron launcher gives the engine: the shipped resources and the addon.
  const run = spawnSync(
    process.execPath,
    [join(REPO, 'test/fixtures/app/drive-built-services.mjs'), out],
    {
      encoding: 'utf8',
      timeout: 180_000,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        BANMEN_RESOURCES: join(REPO, 'resources'),
        BANMEN_NNUE_ADDON: join(REPO, 'native/build/Release/banmen_nnue.node'),
      },
    },
  );
  assert.equal(run.status, 0, `driver failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout.trim().split('\n').pop()!);
  assert.match(
    result.analysis.pv[0],
    /^([1-9][a-i][1-9][a-i]\+?|[PLNSGBR]\*[1-9][a-i])$/,
    'analysis PV',
  );
  assert.ok(result.analysis.depth >= 1);
  assert.equal(result.review.type, 'done', JSON.stringify(result.review).slice(0, 300));
  assert.deepEqual(
    result.review.moves.map((m: { usi: string }) => m.usi),
    ['7g7f', '3c3d', '2g2f', '8c8d'],
  );
  assert.equal(result.tournament.status, 'finished', result.tournament.message);
  const games = readdirSync(join(result.tournamentFolder, 'games')).filter((f) =>
    f.endsWith('.csa'),
  );
  assert.equal(games.length, 2, `games in ${result.tournamentFolder}`);
});

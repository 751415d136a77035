// What the package ships and how it installs: the MIT licence and current third-party notices in the
// app, Electron fuses, runtime and build dependencies in their right places, and an `npm install`
// that leaves package-lock.json as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const read = (f: string) => readFileSync(join(REPO, f), 'utf8');

test('the MIT licence and current third-party notices are shipped in the app', () => {
  assert.match(read('LICENSE'), /^MIT License/);
  const check = spawnSync(
    process.execPath,
    [join(REPO, 'scripts/third-party-notices.mjs'), '--check'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(check.status, 0, check.stderr);
  assert.match(read('THIRD_PARTY_NOTICES.md'), /^## tsshogi .*\(MIT\)$/m);
  const builder = read('electron-builder.yml');
  assert.match(builder, /from: LICENSE, to: LICENSE/);
  assert.match(builder, /from: THIRD_PARTY_NOTICES\.md, to: THIRD_PARTY_NOTICES\.md/);
});

test('the packaged Electron has its fuses set', () => {
  const builder = read('electron-builder.yml');
  for (const fuse of [
    'runAsNode: false',
    'enableCookieEncryption: true',
    'enableNodeOptionsEnvironmentVariable: false',
    'enableEmbeddedAsarIntegrityValidation: true',
    'onlyLoadAppFromAsar: true',
  ])
    assert.match(builder, new RegExp(`^  ${fuse}$`, 'm'), fuse);
});

test('runtime and build dependencies are in their right places', () => {
  const pkg = JSON.parse(read('package.json'));
  // Development and build tools are not shipped; what the Electron main process imports is.
  for (const dev of ['tsx', 'node-addon-api', 'electron', 'node-gyp'])
    assert.equal(pkg.dependencies[dev], undefined, `${dev} is not a runtime dependency`);
  for (const runtime of ['electron-store', 'tsshogi', 'encoding-japanese'])
    assert.ok(pkg.dependencies[runtime], `${runtime} is a runtime dependency`);
  // The engines field is what the app's own code needs, and what electron-store's line supports.
  const store = JSON.parse(read('node_modules/electron-store/package.json'));
  assert.equal(pkg.engines.node, '>=20.19');
  assert.equal(store.engines.node, '>=20');
});

test('npm install leaves package-lock.json unchanged', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'banmen-lock-'));
  copyFileSync(join(REPO, 'package.json'), join(dir, 'package.json'));
  copyFileSync(join(REPO, 'package-lock.json'), join(dir, 'package-lock.json'));
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--package-lock-only',
      '--ignore-scripts',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: dir, encoding: 'utf8', timeout: 120_000 },
  );
  if (npm.status !== 0)
    return t.skip(`npm could not resolve the tree here: ${npm.stderr.split('\n')[0]}`);
  assert.equal(readFileSync(join(dir, 'package-lock.json'), 'utf8'), read('package-lock.json'));
});

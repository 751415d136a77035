// The packaged app's NNUE addon: electron-builder ships each architecture's build under the name
// the loader looks for, the build script stages it where electron-builder takes it from, and the
// universal mac build joins an x64 and an arm64 addon (the workflow checks the result with lipo,
// which cannot run here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addonCandidates } from '../../src-main/engine/eval/nnue/addon.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const read = (f: string) => readFileSync(join(REPO, f), 'utf8');
const builder = read('electron-builder.yml');
const workflow = read('.github/workflows/package.yml');

/** The extraResources entry of the addons: the staged folder, its place in the app, the files (inference addon first). */
function addonResource(): { from: string; to: string; file: string; files: string[] } {
  const m = /^ {2}- \{ from: '(native\/[^']*)', to: (\S+), filter: \[([^\]]+)\] \}$/m.exec(builder);
  assert.ok(m, 'electron-builder.yml has an extraResources entry for the addon');
  const files = m[3]!.split(',').map((f) => f.trim());
  return { from: m[1]!, to: m[2]!, file: files[0]!, files };
}

test('the trainer addon ships beside the inference addon, where the launcher points training', () => {
  const { files } = addonResource();
  assert.deepEqual(files, ['banmen_nnue.node', 'banmen_train.node']);
  const launcher = read('src-main/app/engine-launcher.ts');
  assert.ok(launcher.includes(`'banmen_train.node'`), 'engine-launcher.ts sets BANMEN_TRAIN_ADDON');
  assert.ok(
    read('scripts/build-native.mjs').includes(`'banmen_train.node'`),
    'build-native.mjs stages the trainer addon too',
  );
});

test('each architecture is staged where electron-builder takes it, under the loaded name', () => {
  const { from, to, file } = addonResource();
  assert.equal(from, 'native/arch/${arch}', 'one folder per architecture (electron-builder macro)');
  for (const arch of ['x64', 'arm64']) {
    const r = spawnSync(
      process.execPath,
      [join(REPO, 'scripts/build-native.mjs'), '--dry-run', '--arch', arch],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
    const staged = join(REPO, from.replace('${arch}', arch), file);
    assert.equal(r.stdout.trim(), `[banmen] would build ${staged} for ${arch}`);
  }
  // The packaged app's loader looks in <resources>/<to>/<file>, and the Electron launcher points
  // the engine's utility process there (it imports electron, so its source is checked).
  assert.equal(addonCandidates(undefined, '/Resources').at(-1), join('/Resources', to, file));
  const launcher = read('src-main/app/engine-launcher.ts');
  assert.ok(
    launcher.includes(`? join(base, '${to}', '${file}')`),
    'engine-launcher.ts gives the packaged engine the shipped addon',
  );
});

test('the universal mac app joins both addons and the workflow checks the fat file', () => {
  const { to, file } = addonResource();
  assert.match(builder, /target: dmg, arch: \[universal\]/);
  // With x64ArchFiles, two identical single-arch addons would be accepted as they are; without
  // it @electron/universal stops, so an addon of the wrong architecture cannot ship.
  assert.doesNotMatch(builder, /^\s*x64ArchFiles:/m);
  const mac = /- os: macos-latest\n(?:\s+#.*\n|\s+\w[\w-]*: .*\n)*/.exec(workflow)?.[0] ?? '';
  assert.match(mac, /target: --mac dmg --universal/);
  assert.match(mac, /addon-archs: x64 arm64$/m);
  assert.match(workflow, /node scripts\/build-native\.mjs --arch "\$arch" --strict/);
  const product = /^productName: (\S+)$/m.exec(builder)![1]!;
  const fat = `dist/mac-universal/${product}.app/Contents/Resources/${to}/${file}`;
  assert.ok(workflow.includes(`lipo -archs ${fat}`), `the workflow runs lipo -archs on ${fat}`);
  assert.match(workflow, /\*" x86_64 "\* && " \$archs " == \*" arm64 "\*/);
  const win = /- os: windows-latest\n(?:\s+#.*\n|\s+\w[\w-]*: .*\n)*/.exec(workflow)?.[0] ?? '';
  assert.match(win, /target: --win nsis portable --x64/);
  assert.match(win, /addon-archs: x64$/m);
});

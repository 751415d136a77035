/**
 * "Build practice deck" in Study: the user's mistakes in the reviewed record (or a batch-reviewed
 * folder) become practice cards, for the player name set once (asked the first time).
 */
import { RecordMetadataKey, type Record } from 'tsshogi';
import type { BanmenApi, PracticeAdded, PracticeSource } from '../../../src-main/shared/contract';
import { exportRecord } from '../../../src-main/shared/records/index';
import type { StudyState } from '../study/study.svelte';

/** The deck-building step of Study's review. */
export class DeckBuilder {
  /** The source waiting for the player name, when it is not set yet. */
  asking: PracticeSource | null = $state(null);
  added: PracticeAdded | null = $state(null);
  player = $state('');
  error: string | null = $state(null);
  busy = $state(false);
  /** Which button started the last build. */
  origin: 'record' | 'folder' = $state('record');

  constructor(private readonly api: BanmenApi | null) {}

  /** The two player names of the study record (offered when asking who the user is). */
  names(study: StudyState): string[] {
    const meta = study.editor.record.metadata;
    return [RecordMetadataKey.BLACK_NAME, RecordMetadataKey.WHITE_NAME].map(
      (k) => meta.getStandardMetadata(k) ?? '',
    );
  }

  /** Adds the reviewed study record's mistakes (its comments hold the review). */
  fromRecord(study: StudyState): Promise<void> {
    const out = exportRecord(study.editor.record as Record, 'kif', { encoding: 'utf-8' });
    if (!out.ok) return Promise.resolve(void (this.error = out.error.message));
    const kif = new TextDecoder().decode(out.bytes);
    return this.build({ kif, name: study.fileName });
  }

  /** Adds the mistakes of every reviewed record in a folder (after a batch review). */
  fromFolder(path: string): Promise<void> {
    return this.build({ path });
  }

  /** Sets the player name, then builds what was waiting for it. */
  async setPlayer(name: string): Promise<void> {
    if (!this.api) return;
    const r = await this.api.invoke('practice:set-player', name);
    if (!r.ok) return void (this.error = r.error.message);
    const waiting = this.asking;
    this.asking = null;
    if (waiting) await this.build(waiting);
  }

  private async build(source: PracticeSource): Promise<void> {
    if (!this.api || this.busy) return;
    this.error = null;
    this.added = null;
    this.origin = 'kif' in source ? 'record' : 'folder';
    this.busy = true;
    const progress = await this.api.invoke('practice:progress');
    this.player = progress.player;
    if (!progress.player) {
      this.busy = false;
      return void (this.asking = source);
    }
    const r = await this.api.invoke('practice:add', source);
    this.busy = false;
    if (r.ok) this.added = r.value;
    else this.error = r.error.message;
  }
}

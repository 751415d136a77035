/**
 * A CSA game's `$EVENT` as the record's 棋戦 (event). Pure module.
 */
import { RecordMetadataKey, type Record } from 'tsshogi';

/**
 * Moves a CSA game's `$EVENT` from 表題 (title), where tsshogi reads it, to 棋戦 (event), unless
 * the record already has a 棋戦 (why: CSA's `$EVENT` names the tournament — 順位戦, a floodgate
 * room — and read as 表題 it left the Event field empty and was written back to KIF as 表題).
 */
export function csaEventAsTournament(record: Record): void {
  const meta = record.metadata;
  const event = meta.getStandardMetadata(RecordMetadataKey.TITLE);
  if (event === undefined || meta.getStandardMetadata(RecordMetadataKey.TOURNAMENT) !== undefined)
    return;
  meta.setStandardMetadata(RecordMetadataKey.TOURNAMENT, event);
  meta.setStandardMetadata(RecordMetadataKey.TITLE, '');
}

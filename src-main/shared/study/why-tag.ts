/**
 * A "why" as `key=value` fields of the review's machine line (`why=hangs why_sq=4e why_pc=4
 * why_usi=5d4e why_ja=△４五角 why_w=Bx4e`), and back. Values never hold spaces: moves are
 * written without 同. Pure module.
 */
import { WHY_KINDS, type NamedMove, type Why, type WhyKind } from './why-types.ts';

/** The fields of a why, in writing order. */
export function whyFields(w: Why): Array<[string, string]> {
  const out: Array<[string, string]> = [['why', w.kind]];
  const move = (m: NamedMove) => {
    out.push(['why_usi', m.usi], ['why_ja', m.japanese], ['why_w', m.western]);
  };
  switch (w.kind) {
    case 'allows-mate':
    case 'missed-mate':
      out.push(['why_n', String(w.plies)]);
      break;
    case 'no-escape':
      out.push(['why_pc', String(w.piece)]);
      move(w.reply);
      break;
    case 'hangs':
      out.push(['why_sq', w.square], ['why_pc', String(w.piece)]);
      move(w.reply);
      break;
    case 'fork':
      out.push(['why_sq', w.targets.join(',')]);
      move(w.reply);
      break;
    case 'loses-exchange':
      move(w.after);
      break;
    case 'loses-material':
      out.push(['why_n', String(w.value)]);
      move(w.after);
      break;
  }
  return out;
}

/** A positive integer field, or null. */
function int(f: ReadonlyMap<string, string>, key: string): number | null {
  const v = f.get(key);
  return v && /^\d+$/.test(v) ? Number(v) : null;
}

/** Reads a why back from a line's fields; null if there is none or it is malformed. */
export function parseWhyFields(f: ReadonlyMap<string, string>): Why | null {
  const kind = f.get('why') as WhyKind | undefined;
  if (!kind || !WHY_KINDS.includes(kind)) return null;
  const n = int(f, 'why_n');
  const pc = int(f, 'why_pc');
  const sq = f.get('why_sq');
  const usi = f.get('why_usi');
  const m: NamedMove | null = usi
    ? { usi, japanese: f.get('why_ja') ?? usi, western: f.get('why_w') ?? usi }
    : null;
  switch (kind) {
    case 'allows-mate':
    case 'missed-mate':
      return n ? { kind, plies: n } : null;
    case 'no-escape':
      return pc && m ? { kind, piece: pc, reply: m } : null;
    case 'hangs':
      return pc && m && sq ? { kind, piece: pc, square: sq, reply: m } : null;
    case 'fork':
      return m && sq ? { kind, reply: m, targets: sq.split(',') } : null;
    case 'loses-exchange':
      return m ? { kind, after: m } : null;
    case 'loses-material':
      return m && n ? { kind, after: m, value: n } : null;
  }
}

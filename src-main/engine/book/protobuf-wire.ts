/**
 * The few pieces of the protobuf wire format a ShogiGUI book needs (sbk-book.ts): varints,
 * length-delimited fields (strings, nested messages) and skipping fixed-width fields. Hand-written
 * because the book uses a dozen fields and a schema library would be the larger part. Pure.
 */

/** Wire types used here. */
const VARINT = 0;
const FIXED64 = 1;
const LENGTH = 2;
const FIXED32 = 5;

/** Builds a message field by field. */
export class ProtoWriter {
  private readonly parts: number[] = [];

  /** A varint field; a negative number is written as its 64-bit two's complement (int32/int64). */
  varint(field: number, v: number | bigint): this {
    this.tag(field, VARINT);
    this.raw(BigInt.asUintN(64, BigInt(v)));
    return this;
  }

  /** A string field (UTF-8). */
  string(field: number, s: string): this {
    return this.bytes(field, new TextEncoder().encode(s));
  }

  /** A length-delimited field: bytes or a nested message's bytes. */
  bytes(field: number, b: Uint8Array): this {
    this.tag(field, LENGTH);
    this.raw(BigInt(b.length));
    for (const x of b) this.parts.push(x);
    return this;
  }

  /** The message's bytes. */
  finish(): Uint8Array {
    return Uint8Array.from(this.parts);
  }

  private tag(field: number, wire: number): void {
    this.raw(BigInt(field * 8 + wire));
  }

  private raw(v: bigint): void {
    while (v >= 0x80n) {
      this.parts.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.parts.push(Number(v));
  }
}

/** One field read: a varint's value or a length-delimited field's bytes. */
export type ProtoField =
  | { field: number; kind: 'varint'; value: bigint }
  | { field: number; kind: 'bytes'; value: Uint8Array };

/** The fields of a message in order; fixed-width fields are skipped. Throws on broken bytes. */
export function readFields(bytes: Uint8Array): ProtoField[] {
  const out: ProtoField[] = [];
  let at = 0;
  const varint = (): bigint => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (at >= bytes.length || shift > 63n) throw new Error('a varint runs past the message');
      const b = bytes[at++]!;
      v |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return v;
    }
  };
  while (at < bytes.length) {
    const tag = Number(varint());
    const field = tag >>> 3;
    const wire = tag & 7;
    if (wire === VARINT) out.push({ field, kind: 'varint', value: varint() });
    else if (wire === LENGTH) {
      const n = Number(varint());
      if (at + n > bytes.length) throw new Error(`field ${field} runs past the message`);
      out.push({ field, kind: 'bytes', value: bytes.subarray(at, at + n) });
      at += n;
    } else if (wire === FIXED64) at += 8;
    else if (wire === FIXED32) at += 4;
    else throw new Error(`field ${field} has the unknown wire type ${wire}`);
  }
  if (at > bytes.length) throw new Error('a fixed-width field runs past the message');
  return out;
}

/** A varint as a signed 32-bit number (int32 fields). */
export function int32(v: bigint): number {
  return Number(BigInt.asIntN(32, v));
}

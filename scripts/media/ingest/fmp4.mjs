// Fragmented MP4 (ISO/IEC 14496-12), as far as packaging needs it: read the samples ffmpeg wrote
// into a one-track fragmented file, and write them back as fragments of our own choosing. ffmpeg
// 5.1's HLS muxer cuts audio only near its own 4 s marks, not on the video's segments, and puts a
// whole GOP run in one fragment; writing the moof boxes here cuts every track on the same
// boundaries and gives each GOP its own fragment (what an I-frame playlist's byte range names).

/**
 * @typedef {{ type: string, start: number, size: number, body: number }} Box
 * @typedef {{ offset: number, size: number, duration: number, flags: number, cto: number, dts: number }} Sample
 * @typedef {{ timescale: number, trackId: number, init: Buffer, samples: Sample[] }} Track
 */

/** A sample that is not a sync sample (sample_is_non_sync_sample, §8.8.3.1). */
const NON_SYNC = 0x10000;
/** Sample flags of a sync sample that depends on no other (sample_depends_on = 2). */
export const SYNC_FLAGS = 0x02000000;

/**
 * Reads big-endian numbers from `at` on, each read moving past what it read.
 * @param {Buffer} bytes
 * @param {number} at
 */
function cursor(bytes, at) {
  const take = (/** @type {number} */ n, /** @type {(at: number) => number} */ read) => {
    const value = read(at);
    at += n;
    return value;
  };
  return {
    u32: () => take(4, (p) => bytes.readUInt32BE(p)),
    i32: () => take(4, (p) => bytes.readInt32BE(p)),
    u64: () => take(8, (p) => Number(bytes.readBigUInt64BE(p))),
  };
}

/**
 * The boxes between `start` and `end` of `bytes`.
 * @param {Buffer} bytes
 * @returns {Box[]}
 */
export function boxes(bytes, start = 0, end = bytes.length) {
  const found = [];
  for (let at = start; at + 8 <= end;) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < 8 || at + size > end) throw new Error(`a broken box at byte ${at}`);
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, size, body });
    at += size;
  }
  return found;
}

/**
 * The first box of `path` (types from the outside in) inside `box`, or undefined.
 * @param {Buffer} bytes
 * @param {Box | null} box
 * @param {string[]} path
 * @returns {Box | undefined}
 */
export function find(bytes, box, path) {
  let current = box;
  for (const type of path) {
    const inside = current ? boxes(bytes, current.body, current.start + current.size) : boxes(bytes);
    current = inside.find((b) => b.type === type) ?? null;
    if (!current) return undefined;
  }
  return current ?? undefined;
}

/**
 * The one track of a fragmented MP4 ffmpeg wrote (`-movflags +frag_keyframe+empty_moov+default_base_moof`):
 * its init segment (ftyp and moov, as written), timescale and samples in decode order.
 * @param {Buffer} bytes
 * @returns {Track}
 */
export function readTrack(bytes) {
  const top = boxes(bytes);
  const ftyp = top.find((b) => b.type === 'ftyp');
  const moov = top.find((b) => b.type === 'moov');
  if (!ftyp || !moov) throw new Error('not a fragmented MP4: no ftyp or moov');
  if (find(bytes, moov, ['trak', 'edts'])) throw new Error('the track has an edit list');
  const mdhd = find(bytes, moov, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('no mdhd');
  const timescale = bytes.readUInt32BE(mdhd.body + (bytes[mdhd.body] === 1 ? 20 : 12));
  const trex = find(bytes, moov, ['mvex', 'trex']);
  const defaults = trex
    ? {
        duration: bytes.readUInt32BE(trex.body + 12),
        size: bytes.readUInt32BE(trex.body + 16),
        flags: bytes.readUInt32BE(trex.body + 20),
      }
    : { duration: 0, size: 0, flags: 0 };
  /** @type {Sample[]} */
  const samples = [];
  let trackId = 1;
  let dts = 0;
  for (const moof of top.filter((b) => b.type === 'moof')) {
    const traf = find(bytes, moof, ['traf']);
    const tfhd = traf && find(bytes, traf, ['tfhd']);
    if (!traf || !tfhd) throw new Error('a moof without traf or tfhd');
    const tfhdFlags = bytes.readUInt32BE(tfhd.body) & 0xffffff;
    trackId = bytes.readUInt32BE(tfhd.body + 4);
    const header = cursor(bytes, tfhd.body + 8);
    const base = tfhdFlags & 0x1 ? header.u64() : moof.start;
    if (tfhdFlags & 0x2) header.u32(); // sample_description_index
    const duration = tfhdFlags & 0x8 ? header.u32() : defaults.duration;
    const size = tfhdFlags & 0x10 ? header.u32() : defaults.size;
    const sampleFlags = tfhdFlags & 0x20 ? header.u32() : defaults.flags;
    const tfdt = find(bytes, traf, ['tfdt']);
    if (tfdt)
      dts = bytes[tfdt.body] === 1 ? Number(bytes.readBigUInt64BE(tfdt.body + 4)) : bytes.readUInt32BE(tfdt.body + 4);
    let offset = base;
    for (const trun of boxes(bytes, traf.body, traf.start + traf.size).filter((b) => b.type === 'trun')) {
      const version = bytes[trun.body];
      const flags = bytes.readUInt32BE(trun.body) & 0xffffff;
      const count = bytes.readUInt32BE(trun.body + 4);
      const entry = cursor(bytes, trun.body + 8);
      if (flags & 0x1) offset = base + entry.i32();
      const firstFlags = flags & 0x4 ? entry.u32() : null;
      for (let i = 0; i < count; i++) {
        const sample = {
          offset,
          dts,
          duration: flags & 0x100 ? entry.u32() : duration,
          size: flags & 0x200 ? entry.u32() : size,
          flags: flags & 0x400 ? entry.u32() : i === 0 && firstFlags !== null ? firstFlags : sampleFlags,
          cto: flags & 0x800 ? (version === 1 ? entry.i32() : entry.u32()) : 0,
        };
        samples.push(sample);
        offset += sample.size;
        dts += sample.duration;
      }
    }
  }
  return {
    timescale,
    trackId,
    init: Buffer.concat([
      bytes.subarray(ftyp.start, ftyp.start + ftyp.size),
      bytes.subarray(moov.start, moov.start + moov.size),
    ]),
    samples,
  };
}

/** @param {Sample} sample */
export const isSync = (sample) => !(sample.flags & NON_SYNC);

/**
 * @param {string} type
 * @param {Buffer[]} parts
 */
function box(type, ...parts) {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** @param {number} version @param {number} flags */
function fullHeader(version, flags) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return head;
}

/** @param {number[]} values as unsigned 32-bit words */
function words(values) {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => buffer.writeUInt32BE(value, i * 4));
  return buffer;
}

/** The segment type box a CMAF segment starts with. */
export const STYP = box('styp', Buffer.from('msdh', 'latin1'), words([0]), Buffer.from('msdhmsix', 'latin1'));

/**
 * One fragment (moof and mdat) of `samples` of `source`, the first decoded at `baseDts`. A
 * video's samples keep their flags (which are sync samples); every audio sample is one.
 * @param {Buffer} source
 * @param {{ trackId: number, sequence: number, baseDts: number, samples: Sample[], video: boolean }} fragment
 */
export function writeFragment(source, { trackId, sequence, baseDts, samples, video }) {
  const fields = video ? 0x1 | 0x100 | 0x200 | 0x400 : 0x1 | 0x100 | 0x200;
  const entries = samples.flatMap((s) => (video ? [s.duration, s.size, s.flags] : [s.duration, s.size]));
  const tfhd = box(
    'tfhd',
    fullHeader(0, video ? 0x020000 : 0x020020),
    words(video ? [trackId] : [trackId, SYNC_FLAGS]),
  );
  const decodeTime = Buffer.alloc(8);
  decodeTime.writeBigUInt64BE(BigInt(baseDts));
  const tfdt = box('tfdt', fullHeader(1, 0), decodeTime);
  const trunOf = (/** @type {number} */ dataOffset) =>
    box('trun', fullHeader(0, fields), words([samples.length, dataOffset]), words(entries));
  const mfhd = box('mfhd', fullHeader(0, 0), words([sequence]));
  const size = box('moof', mfhd, box('traf', tfhd, tfdt, trunOf(0))).length;
  const moof = box('moof', mfhd, box('traf', tfhd, tfdt, trunOf(size + 8)));
  const mdat = box('mdat', ...samples.map((s) => source.subarray(s.offset, s.offset + s.size)));
  return { moof, mdat };
}

/**
 * The codec of an init segment as an RFC 6381 string: avc1.PPCCLL from the avcC record, or
 * mp4a.40.N from the AudioSpecificConfig's object type.
 * @param {Buffer} init
 */
export function codecOf(init) {
  const moov = boxes(init).find((b) => b.type === 'moov') ?? null;
  const stsd = find(init, moov, ['trak', 'mdia', 'minf', 'stbl', 'stsd']);
  if (!stsd) throw new Error('no stsd');
  const entry = boxes(init, stsd.body + 8, stsd.start + stsd.size)[0];
  if (entry?.type === 'avc1') {
    // A visual sample entry is 78 bytes before its boxes (§12.1.3).
    const avcC = boxes(init, entry.body + 78, entry.start + entry.size).find((b) => b.type === 'avcC');
    if (!avcC) throw new Error('no avcC');
    const hex = (/** @type {number} */ at) => init[avcC.body + at].toString(16).padStart(2, '0');
    return { codec: `avc1.${hex(1)}${hex(2)}${hex(3)}`, channels: 0 };
  }
  if (entry?.type === 'mp4a') {
    const channels = init.readUInt16BE(entry.body + 16);
    const esds = boxes(init, entry.body + 28, entry.start + entry.size).find((b) => b.type === 'esds');
    if (!esds) throw new Error('no esds');
    return { codec: `mp4a.40.${audioObjectType(init.subarray(esds.body + 4, esds.start + esds.size))}`, channels };
  }
  throw new Error(`an unknown sample entry ${entry?.type}`);
}

/**
 * The audio object type in an ES descriptor (ISO/IEC 14496-1 §7.2.6): ES_Descriptor (3) holds a
 * DecoderConfigDescriptor (4) holding the DecoderSpecificInfo (5), whose first 5 bits it is.
 * @param {Buffer} bytes
 */
function audioObjectType(bytes) {
  let at = 0;
  const descriptor = () => {
    const tag = bytes[at++];
    let size = 0;
    for (let i = 0; i < 4; i++) {
      const b = bytes[at++];
      size = (size << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return { tag, size };
  };
  if (descriptor().tag !== 3) throw new Error('no ES descriptor');
  const flags = bytes[at + 2];
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + bytes[at];
  if (flags & 0x20) at += 2;
  if (descriptor().tag !== 4) throw new Error('no decoder config');
  at += 13;
  if (descriptor().tag !== 5) throw new Error('no decoder specific info');
  return bytes[at] >> 3;
}

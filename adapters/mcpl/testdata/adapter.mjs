// adapter.mjs: a small adapter module in the shape MCPL's conformance runner
// loads (createAdapter(root) → identity, maxViewChars, observe), written here
// for the bridge's tests. Its host is a toy: it renders three views of a
// content array (push, wake, history) by a simple reading of SPEC.md's push
// lane and stored tool result (every MCPL reference as its stub, never its
// uri), fetches a reference with Node's http and crypto by RFC-005's
// dereference rules, and keeps a bounded registry of reference records.
//
// Node 20 or later, standard library only.

import http from "node:http";
import https from "node:https";
import { createHash } from "node:crypto";
import { createGunzip } from "node:zlib";
import { join } from "node:path";

const MAX_RECORDS = 1024;
const FETCH_TIMEOUT_MS = 3000;
const MAX_REDIRECTS = 3;

// ---- render ----

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isString = (v) => typeof v === "string";

const HIDDEN_IN_LABEL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

function label(s) {
  let out = s.replace(HIDDEN_IN_LABEL, "");
  if (out.length > 120) out = out.slice(0, 119) + "\u2026";
  return out.toWellFormed();
}

function decodedSize(b64) {
  let pad = 0;
  while (pad < 2 && b64.endsWith("=".repeat(pad + 1))) pad++;
  return Math.max(0, Math.floor((b64.length * 3) / 4) - pad);
}

function size(n) {
  if (n < 1024) return `${n}B`;
  if (n < 2 ** 20) return `~${Math.round(n / 1024)}KB`;
  if (n < 2 ** 30) return `~${(n / 2 ** 20).toFixed(1)}MB`;
  return `~${(n / 2 ** 30).toFixed(1)}GB`;
}

const kindOf = (m) => (/^image\/[^/]/i.test(m) ? "image" : /^audio\/[^/]/i.test(m) ? "audio" : "");
const validField = (v) => isString(v) && v.length <= 255;
const validSize = (v) => Number.isSafeInteger(v) && v >= 0;

function stub(ref, id) {
  const parts = [];
  for (const field of [ref.name, ref.mimeType]) {
    if (validField(field) && label(field) !== "") parts.push(label(field));
  }
  if (validSize(ref.sizeBytes)) parts.push(size(ref.sizeBytes) + " claimed");
  return parts.length ? `[Reference ${id}: ${parts.join(", ")}]` : `[Reference ${id}]`;
}

const NO_LINK = "[Reference not shown: it arrived without a link.]";
const WITHHELD = "[inline content withheld: nonconformant bulk disposition on inline data]";
const NO_MEDIA_TYPE = "[Resource not shown: its data arrived without a media type.]";
const UNREADABLE = "[Resource not shown: its contents arrived as neither text nor data, or as both.]";
const NON_STRING_TEXT = "[Text not shown: it arrived as something other than text.]";
const unsupported = (m, data) => `[Resource not shown: this host can't display its data (${label(m)}, ${size(decodedSize(data))}).]`;
const unsupportedBlock = (what) => `[Block not shown: this host can't display it (${label(what)}).]`;

const isReference = (b) => b.type === "resource" && b.uri !== undefined && b.uri !== null && b.uri !== "";
const referenceUri = (b) => (isReference(b) && isString(b.uri) && b.uri.length <= 4096 ? b.uri : null);

// shown is how one block shows: {text} (a text or marker), {media} (an
// inline image or audio block), or {empty: true} for text with nothing to see.
function shown(b, ids) {
  if (!isObject(b) || !isString(b.type)) return { text: unsupportedBlock(Array.isArray(b) ? "array" : b === null ? "null" : typeof b) };
  if (b.type === "text") {
    if (!isString(b.text)) return { text: NON_STRING_TEXT, blank: true };
    return { text: b.text, blank: b.text.trim() === "" };
  }
  if (b.type === "image" || b.type === "audio") {
    if (!isString(b.data)) return { text: b.type === "image" ? "[Image: no data]" : "[Audio: no data]" };
    if (b.disposition !== undefined || isString(b.uri)) return { text: WITHHELD };
    return media(b.type, b.mimeType, b.data);
  }
  if (b.type === "resource") {
    if (isReference(b)) {
      if (referenceUri(b) === null) return { text: NO_LINK };
      const id = `ref_${ids.length + 1}`;
      ids.push(id);
      return { text: stub(b, id), ref: id };
    }
    const r = b.resource;
    if (!isObject(r) || !isString(r.uri)) return { text: NO_LINK };
    if (b.disposition !== undefined || r.disposition !== undefined) return { text: WITHHELD };
    if (isString(r.text) === isString(r.blob)) return { text: UNREADABLE };
    if (isString(r.text)) return { text: r.text, blank: r.text.trim() === "" };
    return media(kindOf(isString(r.mimeType) ? r.mimeType : ""), r.mimeType, r.blob);
  }
  return { text: unsupportedBlock(b.type) };
}

function media(kind, m, data) {
  if (!isString(m) || m === "") return { text: NO_MEDIA_TYPE };
  if (kind === "" || kindOf(m) !== kind) return { text: unsupported(m, data) };
  if (data === "") return { text: kind === "image" ? "[Image: no data]" : "[Audio: no data]" };
  const stored =
    kind === "image"
      ? `[image: ${label(m.trim().toLowerCase())}, ${size(decodedSize(data))}]`
      : `[Audio not shown: this host's tool results carry only text and images (${label(m)}, ${size(decodedSize(data))}).]`;
  return { media: { type: kind, data, mimeType: m }, text: stored };
}

// render is the three views of blocks: push (refused when visibly empty),
// wake (the push's texts), history (the stored tool result).
function render(blocks) {
  const ids = [];
  const each = blocks.map((b) => shown(b, ids));
  const history = each.map((s) => s.text).join("\n");
  if (each.every((s) => s.blank)) return { views: { push: [], wake: "", history, refused: "empty" }, ids };
  const push = each.map((s) => s.media ?? { type: "text", text: s.text.toWellFormed() });
  const wake = push.filter((b) => b.type === "text").map((b) => b.text).join("\n");
  return { views: { push, wake, history }, ids };
}

// ---- fetch ----

// refusal is why a reference must not be fetched at all, or "".
function refusal(ref, maxBytes) {
  let url;
  try {
    url = new URL(ref.uri);
  } catch {
    return "the uri does not parse";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "the scheme is not one this host dereferences";
  // An expiresAt that is not a string, or over 64 units, is no field.
  if (isString(ref.expiresAt) && ref.expiresAt.length <= 64) {
    const at = instant(ref.expiresAt);
    if (Number.isNaN(at)) return "expiresAt does not parse";
    if (at <= Date.now()) return "the reference has expired";
  }
  if (validSize(ref.sizeBytes) && ref.sizeBytes > maxBytes) return "the claimed size is over the ceiling";
  return "";
}

// DATE_TIME is RFC 3339's date-time (T and Z in either case), the only
// expiresAt SPEC 11 reads.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

// instant is the time s names, or NaN when it is no date-time of the
// calendar (Date.parse would read "2026-02-30" as the 2nd of March).
function instant(s) {
  const m = DATE_TIME.exec(s);
  if (!m) return NaN;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number);
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59 || se > 59) return NaN;
  return Date.parse(s);
}

const sameOrigin = (url, origin) => {
  try {
    return url.origin === new URL(origin).origin;
  } catch {
    return false;
  }
};

// get makes one request; the credential goes only to the dialed origin.
function get(url, environment) {
  const headers = { "accept-encoding": "gzip" };
  if (sameOrigin(url, environment.origin) && isString(environment.token)) headers.authorization = "Bearer " + environment.token;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((done, fail) => {
    const req = client.get(url, { headers }, (res) => done({ req, res }));
    req.setTimeout(FETCH_TIMEOUT_MS, () => req.destroy(new Error("the server did not answer in time")));
    req.on("error", fail);
  });
}

// body reads res whole, decoded, aborting the request once the decoded
// bytes pass maxBytes.
function body(req, res, maxBytes) {
  const coding = (res.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (coding !== "identity" && coding !== "gzip") {
    req.destroy();
    return Promise.reject(new Error("the content coding is not one this host removes"));
  }
  const stream = coding === "gzip" ? res.pipe(createGunzip()) : res;
  return new Promise((done, fail) => {
    const chunks = [];
    let n = 0;
    stream.on("data", (c) => {
      n += c.length;
      if (n > maxBytes) {
        req.destroy();
        stream.destroy();
        fail(new Error("the body is over the ceiling"));
        return;
      }
      chunks.push(c);
    });
    stream.on("end", () => done(Buffer.concat(chunks)));
    stream.on("error", fail);
    res.on("aborted", () => fail(new Error("the response was cut short")));
  });
}

function sniff(bytes) {
  const at = (i, s) => bytes.subarray(i, i + s.length).toString("latin1") === s;
  if (at(0, "RIFF") && at(8, "WAVE")) return "audio/wav";
  if (at(0, "RIFF") && at(8, "WEBP")) return "image/webp";
  if (at(0, "OggS")) return "audio/ogg";
  if (at(0, "fLaC")) return "audio/flac";
  if (at(0, "\x89PNG\r\n\x1a\n")) return "image/png";
  if (at(0, "\xff\xd8\xff")) return "image/jpeg";
  if (at(0, "GIF87a") || at(0, "GIF89a")) return "image/gif";
  if (at(0, "%PDF-")) return "application/pdf";
  return "";
}

const EXTENSIONS = { "audio/wav": "wav", "audio/ogg": "ogg", "audio/flac": "flac", "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "application/pdf": "pdf" };

async function dereference(ref, refId, environment, maxBytes) {
  const why = refusal(ref, maxBytes);
  if (why) throw new Error(why);
  let url = new URL(ref.uri);
  for (let hop = 0; ; hop++) {
    const { req, res } = await get(url, environment);
    if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
      res.resume();
      if (hop === MAX_REDIRECTS) throw new Error("too many redirects");
      url = new URL(res.headers.location, url);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("a redirect to a scheme this host does not dereference");
      continue;
    }
    if (res.statusCode !== 200) {
      res.resume();
      throw new Error(`the server answered ${res.statusCode}`);
    }
    const bytes = await body(req, res, maxBytes);
    let digestVerified = false;
    // SPEC 11 digest: a digest of another form is no field.
    if (isString(ref.digest) && /^sha256:[A-Za-z0-9_-]{43}$/.test(ref.digest)) {
      if (createHash("sha256").update(bytes).digest("base64url") !== ref.digest.slice(7)) throw new Error("the digest does not match");
      digestVerified = true;
    }
    // The octets alone say the type (SPEC 11): the claim and the header are testimony.
    const mimeType = sniff(bytes) || "application/octet-stream";
    const name = `${refId}.${EXTENSIONS[mimeType] ?? "bin"}`;
    const path = isString(environment.dir) ? join(environment.dir, name) : "refs/" + name;
    return { bytes, mimeType, name, path, digestVerified };
  }
}

async function fetchFirst(blocks, environment, maxBytes) {
  const before = render(blocks);
  const refs = blocks.filter((b) => isObject(b) && referenceUri(b) !== null);
  const records = refs.map((b, i) => ({ refId: before.ids[i], testimony: { ...b } }));
  const saves = [];
  let outcome;
  if (records.length === 0) {
    outcome = { ok: false, error: "the input holds no reference" };
  } else {
    try {
      const got = await dereference(refs[0], records[0].refId, environment, maxBytes);
      Object.assign(records[0], { fetchedPath: got.path, verifiedBytes: got.bytes.length, verifiedMimeType: got.mimeType, digestVerified: got.digestVerified });
      saves.push({ name: got.name, base64: got.bytes.toString("base64"), mimeType: got.mimeType });
      outcome = { ok: true, bytes: got.bytes.length, path: got.path, mimeType: got.mimeType, digestVerified: got.digestVerified };
    } catch (e) {
      outcome = { ok: false, error: e.message };
    }
  }
  return { before: before.views, after: render(blocks).views, records, outcome, saves };
}

// ---- registry ----

// Registry issues ids ref_1, ref_2, … never twice, gives a live
// reference its record again (SPEC 12 same reference), and keeps the
// newest MAX_RECORDS records: a lookup of an older or unknown id finds none.
class Registry {
  #next = 1;
  #records = new Map();
  #byTestimony = new Map();
  register(testimony) {
    const key = JSON.stringify(testimony);
    const live = this.#records.get(this.#byTestimony.get(key));
    if (live) return live;
    const record = { refId: `ref_${this.#next++}`, testimony };
    this.#records.set(record.refId, record);
    this.#byTestimony.set(key, record.refId);
    if (this.#records.size > MAX_RECORDS) {
      const oldest = this.#records.keys().next().value;
      this.#byTestimony.delete(JSON.stringify(this.#records.get(oldest).testimony));
      this.#records.delete(oldest);
    }
    return record;
  }
  get(id) {
    return this.#records.get(id) ?? null;
  }
  lookup(id) {
    return this.get(id) ? { success: true, record: this.get(id) } : { success: false, isError: true, error: `unknown reference: ${id}` };
  }
}

// registry runs MCPL's sequence: the first reference, the same again, then
// registrations others (its testimony at origin/eviction/i), then the
// first once more; and the lookups of the first id and of one never issued.
function registry(blocks, registrations, origin) {
  const ref = blocks.find((b) => isObject(b) && referenceUri(b) !== null);
  if (!ref) throw new Error("the input holds no reference");
  const reg = new Registry();
  const first = reg.register({ ...ref });
  const stableId = reg.register({ ...ref }).refId;
  const ids = [first.refId];
  for (let i = 0; i < registrations; i++) ids.push(reg.register({ ...ref, uri: `${origin}/eviction/${i}` }).refId);
  const fresh = reg.register({ ...ref });
  ids.push(fresh.refId);
  const evicted = reg.get(first.refId);
  const unknown = reg.get("ref_never_issued");
  return {
    firstId: first.refId, stableId, ids, fresh, evicted, unknown,
    evictedError: evicted ? null : reg.lookup(first.refId), unknownError: unknown ? null : reg.lookup("ref_never_issued"),
  };
}

// ---- the adapter ----

export async function createAdapter(root) {
  return {
    identity: { implementation: "bridge-test-adapter", revision: "1.0.0", root },
    maxViewChars: 2048,
    async observe(input, environment) {
      const blocks = Array.isArray(input.blocks) ? input.blocks : [];
      switch (input.operation) {
        case "render": {
          const { views } = render(blocks);
          return { before: views, records: [] };
        }
        case "fetch":
          return fetchFirst(blocks, environment, input.maxBytes);
        case "registry":
          return registry(blocks, input.registrations, environment.origin);
      }
      throw new Error("unknown operation: " + input.operation);
    },
  };
}

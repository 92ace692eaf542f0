#!/usr/bin/env node
// legacy-host.mjs: an example host for the rfc005-lanes conformance suite
// that is DELIBERATELY OUTDATED.
//
// It behaves as a host did BEFORE the change this suite is about (MCP's
// embedded resource shown as its contents; see SPEC.md and the seed it cites).
// Such a host reads every resource block as MCPL's reference, finds no uri at
// its top level, and shows
//
//     [Reference not shown: it arrived without a link.]
//
// in its place. So, for every resource block with no uri of its own (none,
// null or ""), MCP's embedded resource included:
//
//   - every lane shows the no-link line: both copies of a tool result, the
//     push, channel and injection lanes, and at any depth in a tool's
//     structured data (the line as a JSON string in the stored text);
//   - a script's view gets a text block holding the no-link line;
//   - a push or channel message whose only block is one is NOT refused: the
//     no-link line is something to see, even when the text under resource is
//     blank;
//   - a render result holding one is refused, as any block shown as a marker;
//   - the guard's stub for a result whose data is one keeps the no-link line
//     (a string), where an up-to-date host keeps nothing;
//   - an embedded resource's disposition marks nothing in the result's claims,
//     since this host does not recognise an embedded resource at all; so a
//     link in the same result to a uri it marks "never" can show that uri
//     (the suite scores this as a leak).
//
// Everything the change did not touch follows SPEC.md: text blocks, inline
// image and audio blocks, inline data with a claim withheld (SPEC 8), MCPL
// references with a uri of their own (SPEC 6: line or stub, never-claims from
// references and inline data), visible emptiness by String.prototype.trim,
// well-formed text, and structured data's stored text as JSON.stringify
// writes it.
//
// What an outdated host looks like when scored: it fails the cases about
// embedded resources (text, image, audio, bad media types, dispositions on
// embedded resources, depth, the script view, the guard, blank embedded
// text, well-formedness through embedded texts, ...) and passes those whose
// behaviour did not change: resource blocks that are not embedded resources
// (no string uri under resource, a resource that is not a record), MCPL
// references with a uri of their own, inline data with a claim, and blank
// content that holds no embedded resource.
//
// Score it with the suite, from the repository root; it fails the gate, as
// an outdated host should (exit status 1, its failures grouped by cause):
//
//     ./run.sh --host "node adapters/examples/node/legacy-host.mjs"
//
// (run.sh builds rfc005 into .bin/ and runs `rfc005 run` with its arguments;
// add --case "text/*" --lanes push for a short run.)
//
// Or by hand, one JSON object per line (adapters/PROTOCOL.md):
//
//     printf '%s\n' '{"op":"hello","protocol":1}' \
//       '{"op":"observe","seq":1,"lane":"push","input":{"content":[{"type":"resource","resource":{"uri":"memo://n","text":"# notes"}}]}}' \
//       '{"op":"bye"}' | node adapters/examples/node/legacy-host.mjs
//
// Node 20 or later, standard library only. Where SPEC is silent this file
// follows the project's decisions: lengths count UTF-16 code units; markers
// for a non-string text, a block of another type and inline data without a
// media type are worded as the reference host words them.

import { createInterface } from "node:readline";

const NAME = "node-legacy-example";
const VERSION = "0.9.0";
const LANES = [
  "tool-result/live",
  "tool-result/stored",
  "script",
  "push",
  "channel",
  "injection/user",
  "injection/system",
  "render",
  "guard",
];
const DATA_LANES = new Set(["tool-result/live", "tool-result/stored", "script", "guard"]);

// ---- markers (SPEC 3, reference profile wording) ----

const NO_LINK = "[Reference not shown: it arrived without a link.]";
const WITHHELD = "[inline content withheld: nonconformant bulk disposition on inline data]";
const NO_MEDIA_TYPE = "[Resource not shown: its data arrived without a media type.]";
const SYSTEM_IMAGE = "[image block not shown: the system prompt carries text only.]";
const SYSTEM_AUDIO = "[audio block not shown: the system prompt carries text only.]";
const IMAGE_NO_DATA = "[Image: no data]";
const AUDIO_NO_DATA = "[Audio: no data]";
const NON_STRING_TEXT = "[Text not shown: it arrived as something other than text.]";

const unsupportedBlockText = (type) => `[Block not shown: this host can't display it (${label(type)}).]`;
const toolResultAudioText = (m, data) =>
  `[Audio not shown: this host's tool results carry only text and images (${label(m)}, ${size(decodedSize(data))}).]`;
const storedImageText = (m, data) => `[image: ${m.trim().toLowerCase().toWellFormed()}, ${size(decodedSize(data))}]`;
const referenceLineText = (uri) => `[Reference: ${uri.toWellFormed()}]`;

// label: a media type or a name as a marker shows it.
const HIDDEN_IN_LABEL = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
function label(s) {
  let out = s.replace(HIDDEN_IN_LABEL, "");
  if (out.length > 120) out = out.slice(0, 119) + "\u2026";
  return out.toWellFormed();
}

// decodedSize: floor(L*3/4) - p, p the trailing "=" (at most 2), never below 0.
function decodedSize(blob) {
  let p = 0;
  while (p < 2 && blob.length - 1 - p >= 0 && blob[blob.length - 1 - p] === "=") p++;
  return Math.max(0, Math.floor((blob.length * 3) / 4) - p);
}

function size(n) {
  if (n < 1024) return `${n}B`;
  if (n < 2 ** 20) return `~${Math.round(n / 1024)}KB`;
  if (n < 2 ** 30) return `~${(n / 2 ** 20).toFixed(1)}MB`;
  return `~${(n / 2 ** 30).toFixed(1)}GB`;
}

// ---- JSON helpers ----

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const has = (v, k) => isObject(v) && Object.hasOwn(v, k);
const getString = (v, k) => (has(v, k) && typeof v[k] === "string" ? v[k] : undefined);
const isBlock = (v) => getString(v, "type") !== undefined;

// A new object with v's members in order; Object.create(null) so a member
// named "__proto__" stays a member.
function mapObject(v, f) {
  const out = Object.create(null);
  for (const k of Object.keys(v)) out[k] = f(v[k]);
  return out;
}

// wellFormedDeep: every string (and member name) made well formed, for
// values written as JSON values rather than as a JSON text.
function wellFormedDeep(v) {
  if (typeof v === "string") return v.toWellFormed();
  if (Array.isArray(v)) return v.map(wellFormedDeep);
  if (isObject(v)) {
    const out = Object.create(null);
    for (const k of Object.keys(v)) out[k.toWellFormed()] = wellFormedDeep(v[k]);
    return out;
  }
  return v;
}

// ---- the one classifier, as it was before embedded resources ----
//
// kind: "nothing" (not a block), "text", "image", "audio", "marker" or
// "reference". source: "other", "text", "media" or "resource". never: the
// uri this block marks never in its result's claims, or "".

function marker(source, text) {
  return { kind: "marker", source, text, never: "" };
}

function classify(v) {
  const type = getString(v, "type");
  if (type === undefined) return { kind: "nothing", source: "other", never: "" };
  switch (type) {
    case "text": {
      const text = getString(v, "text");
      if (text !== undefined) return { kind: "text", source: "text", text, never: "" };
      return { ...marker("text", NON_STRING_TEXT), nonStringText: true };
    }
    case "image":
    case "audio": {
      const data = getString(v, "data");
      if (data !== undefined) return classifyMedia(v, type, data);
      break;
    }
    case "resource":
      return classifyResource(v);
  }
  return marker("other", unsupportedBlockText(type));
}

// Inline image or audio with string data (SPEC 8 for a claim).
function classifyMedia(v, type, data) {
  const uri = getString(v, "uri");
  if (has(v, "disposition") || uri !== undefined) {
    const s = marker("media", WITHHELD);
    if (v.disposition === "never" && uri !== undefined && uri !== "") s.never = uri;
    return s;
  }
  const m = getString(v, "mimeType");
  if (m === undefined || m === "") return marker("media", NO_MEDIA_TYPE);
  return { kind: type, source: "media", data, mimeType: m, never: "" };
}

// The pre-change reading: every resource block is MCPL's reference. One with
// no uri of its own is a reference without a link, whatever its resource
// member holds; an embedded resource is not told apart.
function classifyResource(v) {
  const hasOwnUri = has(v, "uri") && v.uri !== null && v.uri !== "";
  if (!hasOwnUri) return { ...marker("resource", NO_LINK), noLinkOwn: true };
  if (typeof v.uri !== "string") return marker("resource", NO_LINK); // fails RFC-005's schema
  const ref = readReference(v, v.uri);
  return { kind: "reference", source: "resource", ref, never: ref.never ? v.uri : "" };
}

function readReference(v, uri) {
  const ref = { uri, mayShow: true, never: false, name: "", mimeType: "", size: -1 };
  if (has(v, "disposition")) {
    ref.mayShow = v.disposition === "ref";
    ref.never = v.disposition === "never";
  }
  ref.name = getString(v, "name") ?? "";
  ref.mimeType = getString(v, "mimeType") ?? "";
  if (has(v, "sizeBytes") && typeof v.sizeBytes === "number") {
    const n = v.sizeBytes;
    if (n >= 0 && Number.isInteger(n) && n <= 2 ** 53) ref.size = n;
  }
  return ref;
}

// ---- MCPL references: line or stub (SPEC 6) ----

function uriScheme(uri) {
  const m = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(uri);
  return m ? m[0].slice(0, -1) : undefined;
}

function fetchable(uri) {
  const scheme = uriScheme(uri)?.toLowerCase();
  return scheme === "http" || scheme === "https";
}

function mayCarryCredential(uri) {
  if (uri.includes("?") || uri.includes("#")) return true;
  const scheme = uriScheme(uri);
  const rest = scheme === undefined ? uri : uri.slice(scheme.length + 1);
  if (!rest.startsWith("//")) return false;
  let authority = rest.slice(2);
  const end = authority.search(/[/?#]/);
  if (end >= 0) authority = authority.slice(0, end);
  return authority.includes("@");
}

// One input shown on one lane: the uris its claims mark never, and the ids
// its MCPL references take in order of appearance.
class Result {
  constructor(root) {
    this.never = new Set();
    this.refs = 0;
    this.collectClaims(root);
  }

  // The claims walk covers the whole input at any depth. An embedded
  // resource is only a resource block with no link to this host, so its own
  // disposition marks nothing; the walk goes on into its members as into any
  // other object's (it has no embedded resource to stop at).
  collectClaims(v) {
    if (Array.isArray(v)) {
      for (const item of v) this.collectClaims(item);
    } else if (isObject(v)) {
      const sh = classify(v);
      if (sh.never !== "") this.never.add(sh.never.toWellFormed());
      for (const k of Object.keys(v)) this.collectClaims(v[k]);
    }
  }

  referenceText(ref) {
    this.refs++;
    if (ref.mayShow && !this.never.has(ref.uri.toWellFormed()) && !fetchable(ref.uri) && !mayCarryCredential(ref.uri)) {
      return referenceLineText(ref.uri);
    }
    const parts = [];
    if (ref.name !== "") parts.push(label(ref.name));
    if (ref.mimeType !== "") parts.push(label(ref.mimeType));
    if (ref.size >= 0) parts.push(`${size(ref.size)} claimed`);
    return `[Reference ref_${this.refs}${parts.length ? ": " + parts.join(", ") : ""}]`;
  }

  // What a block shows as in a tool result's stored copy, and as text
  // anywhere a lane shows it as text.
  storedText(sh) {
    switch (sh.kind) {
      case "image":
        return sh.data === "" ? IMAGE_NO_DATA : storedImageText(sh.mimeType, sh.data);
      case "audio":
        return toolResultAudioText(sh.mimeType, sh.data);
      case "reference":
        return this.referenceText(sh.ref);
    }
    return sh.text.toWellFormed();
  }

  // A block of a tool result's content in its live copy: text and images only.
  liveBlock(sh) {
    if (sh.kind === "image" && sh.data !== "") return mediaBlock("image", sh);
    return textBlock(this.storedText(sh));
  }

  // A block on the push, channel and user injection lanes, and in a render
  // result that is shown.
  contentBlock(sh) {
    if (sh.kind === "image") return sh.data === "" ? textBlock(IMAGE_NO_DATA) : mediaBlock("image", sh);
    if (sh.kind === "audio") return sh.data === "" ? textBlock(AUDIO_NO_DATA) : mediaBlock("audio", sh);
    return textBlock(this.storedText(sh));
  }

  // A block at the system position: text only.
  systemBlock(sh) {
    if (sh.kind === "image") return textBlock(SYSTEM_IMAGE);
    if (sh.kind === "audio") return textBlock(SYSTEM_AUDIO);
    return this.contentBlock(sh);
  }

  // Structured data with every resource block and every inline image or
  // audio block (string data) replaced by the text its stored copy shows.
  storedValue(v) {
    if (Array.isArray(v)) return v.map((item) => this.storedValue(item));
    if (isObject(v)) {
      const sh = classify(v);
      if (sh.source === "resource" || sh.source === "media") return this.storedText(sh);
      return mapObject(v, (m) => this.storedValue(m));
    }
    return v;
  }

  // What a script reads: the same structure, every resource block as a text
  // block holding its line, stub or the no-link line, and inline data with a
  // claim as a text block holding the withheld notice.
  viewValue(v) {
    if (Array.isArray(v)) return v.map((item) => this.viewValue(item));
    if (isObject(v)) {
      const sh = classify(v);
      if (sh.source === "resource" || (sh.source === "media" && sh.kind === "marker" && sh.text === WITHHELD)) {
        return textBlock(this.storedText(sh));
      }
      return mapObject(v, (m) => this.viewValue(m));
    }
    return v;
  }
}

const textBlock = (text) => ({ type: "text", text: text.toWellFormed() });
const mediaBlock = (type, sh) => ({ type, data: sh.data.toWellFormed(), mimeType: sh.mimeType.toWellFormed() });

// ---- lanes ----

function contentArray(data) {
  return Array.isArray(data) && data.every(isBlock) ? data : undefined;
}

// Blank text, or a text block whose text is not a string, is nothing to see.
// A resource block with no link is something to see: its no-link line.
function isVisiblyEmpty(content) {
  return content.every((b) => {
    const sh = classify(b);
    return (sh.kind === "text" && sh.text.trim() === "") || sh.nonStringText === true;
  });
}

function showsAsItself(sh) {
  if (sh.kind === "text") return true;
  if (sh.kind === "image" || sh.kind === "audio") return sh.data !== "";
  return false;
}

function contentBlocks(content, how) {
  const r = new Result(content);
  return content.map((b) => r[how](classify(b)));
}

function wholeText(r, data) {
  return JSON.stringify(r.storedValue(data));
}

function toolResultLive(data) {
  const r = new Result(data);
  const content = contentArray(data);
  if (content) return content.map((b) => r.liveBlock(classify(b)));
  return [textBlock(wholeText(r, data))];
}

function toolResultStored(data) {
  const r = new Result(data);
  const content = contentArray(data);
  if (content) return content.map((b) => r.storedText(classify(b))).join("\n");
  return wholeText(r, data).toWellFormed();
}

function scriptView(data) {
  return wellFormedDeep(new Result(data).viewValue(data));
}

// The guard's stub: a result whose data is a resource block with no uri of
// its own keeps the no-link line; any other keeps the script view.
function guardKept(data) {
  if (isObject(data) && classify(data).noLinkOwn) return NO_LINK;
  return scriptView(data);
}

function observe(lane, input) {
  if (!isObject(input)) throw new Error("input is not an object holding \"content\" or \"data\"");
  const hasContent = Object.hasOwn(input, "content");
  const hasData = Object.hasOwn(input, "data");
  let data;
  let content;
  if (hasContent && hasData) throw new Error('input holds both "content" and "data": give one');
  if (hasData) {
    if (!DATA_LANES.has(lane)) throw new Error(`${lane} takes content, not data`);
    data = input.data;
  } else if (hasContent) {
    if (!Array.isArray(input.content)) throw new Error("input.content is not an array of blocks");
    const i = input.content.findIndex((b) => !isBlock(b));
    if (i >= 0) throw new Error(`input.content[${i}] is not a block: want an object with a string "type"`);
    content = data = input.content;
  } else {
    throw new Error('input holds neither "content" nor "data"');
  }
  switch (lane) {
    case "tool-result/live":
      return { blocks: toolResultLive(data) };
    case "tool-result/stored":
      return { text: toolResultStored(data) };
    case "script":
      return { view: scriptView(data) };
    case "guard":
      return { kept: guardKept(data) };
    case "push":
    case "channel":
      if (isVisiblyEmpty(content)) return { refused: "empty" };
      return { blocks: contentBlocks(content, "contentBlock") };
    case "injection/user":
      return { blocks: contentBlocks(content, "contentBlock") };
    case "injection/system":
      return { blocks: contentBlocks(content, "systemBlock") };
    case "render":
      if (isVisiblyEmpty(content)) return { render: "nothing" };
      if (!content.every((b) => showsAsItself(classify(b)))) return { render: "refused" };
      return { render: "shown", blocks: contentBlocks(content, "contentBlock") };
  }
  return { unsupported: true };
}

// ---- the protocol: one JSON object per line in, one per line out ----

function answer(obj) {
  process.stdout.write(JSON.stringify(obj) + "\n");
}

function handle(line) {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    answer({ error: `the line is not JSON: ${e.message}` });
    return false;
  }
  const seq = isObject(req) && Number.isInteger(req.seq) && req.seq >= 0 ? req.seq : undefined;
  const fail = (msg) => answer(seq === undefined ? { error: msg } : { seq, error: msg });
  const op = isObject(req) ? req.op : undefined;
  switch (op) {
    case "hello":
      if (req.protocol !== 1) {
        fail(`hello asks for protocol ${JSON.stringify(req.protocol)}; this host speaks protocol 1`);
        return false;
      }
      answer({ op: "hello", protocol: 1, host: { name: NAME, version: VERSION }, lanes: LANES });
      return false;
    case "bye":
      return true;
    case "observe":
      if (seq === undefined) {
        fail("observe needs a seq: a whole number");
        return false;
      }
      if (!LANES.includes(req.lane)) {
        fail(`unknown lane ${JSON.stringify(req.lane)}`);
        return false;
      }
      if (!Object.hasOwn(req, "input")) {
        fail("observe needs an input");
        return false;
      }
      try {
        answer({ seq, observation: observe(req.lane, req.input) });
      } catch (e) {
        fail(e instanceof RangeError ? `the input nests too deeply: ${e.message}` : e.message);
      }
      return false;
  }
  fail(`unknown op ${JSON.stringify(op)}: this host serves hello, observe and bye`);
  return false;
}

process.stdout.on("error", () => process.exit(0)); // the runner went away
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
let done = false; // after bye: readline may still emit lines it had read
rl.on("line", (line) => {
  if (done || line.trim() === "") return;
  if (handle(line)) {
    done = true;
    rl.close();
    process.stdin.destroy();
    process.exitCode = 0;
  }
});
rl.on("close", () => {
  process.exitCode = 0;
});

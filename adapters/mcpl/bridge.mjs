#!/usr/bin/env node
// bridge.mjs: a host over the rfc005-lanes adapter protocol (adapters/PROTOCOL.md,
// JSON lines on stdin and stdout) that scores an adapter module written in
// MCPL's conformance shape, unchanged:
//
//     export async function createAdapter(root) -> {identity, maxViewChars, observe}
//     adapter.observe({operation, blocks, ...}, {origin, token}) -> an observation
//
// Usage:
//
//     node bridge.mjs [--timeout-ms N] FILE.mjs [ROOT]
//
// ROOT is what createAdapter receives (default: FILE's directory). N bounds
// each call of observe (default 4000): a call that does not settle by then is
// answered as an error, so a hung adapter costs one observation and the
// bridge stays up. Keep N below the runner's --timeout.
//
// Which of the suite's lanes each of MCPL's views is, and why, is in
// README.md beside this file. In short: the push lane is before.push (the
// blocks a push handler queues for the model), tool-result/stored is
// before.history (the tool result as history keeps it), and before.wake is
// held to the push view it is made from; every other lane is unsupported.
//
// Node 20 or later, standard library only. Nothing here is read from the
// adapter's stdout: the module's console output goes to stderr.

import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { basename, dirname, join, resolve } from "node:path";
import { writeFile } from "node:fs/promises";

const PROTOCOL = 1;
const LANES = ["tool-result/stored", "push"];
const OPERATIONS = ["fetch", "registry"];
const DEFAULT_TIMEOUT_MS = 4000;

// stdout carries the protocol alone: whatever the module prints (console.log
// included, which writes through process.stdout.write) goes to stderr.
const answerOut = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, encoding, callback) => process.stderr.write(chunk, encoding, callback);

// A runner that has gone away ends the bridge; it is not an adapter's error.
process.stdout.on("error", () => process.exit(0));
process.on("uncaughtException", (e) => logError("an uncaught exception in the adapter", e));
process.on("unhandledRejection", (e) => logError("an unhandled rejection in the adapter", e));

function logError(what, e) {
  process.stderr.write(`mcpl bridge: ${what}: ${e?.stack ?? String(e)}\n`);
}

// ---- arguments ----

function parseArgs(argv) {
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--timeout-ms") {
      timeoutMs = Number(argv[++i]);
      if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) usage("--timeout-ms takes a whole number of milliseconds above 0");
    } else {
      rest.push(argv[i]);
    }
  }
  if (rest.length < 1 || rest.length > 2) usage("give the adapter module, and optionally its root");
  const file = resolve(rest[0]);
  return { file, root: resolve(rest[1] ?? dirname(file)), timeoutMs };
}

function usage(why) {
  process.stderr.write(`mcpl bridge: ${why}\nusage: node bridge.mjs [--timeout-ms N] FILE.mjs [ROOT]\n`);
  process.exit(2);
}

const args = parseArgs(process.argv.slice(2));

// ---- the adapter ----

// load imports the module and creates its adapter. A module that does not
// load is not a crash: the bridge still says hello, and answers every
// request with loadError.
async function load() {
  try {
    const mod = await import(pathToFileURL(args.file).href);
    if (typeof mod.createAdapter !== "function") throw new Error("it exports no function createAdapter");
    const adapter = await mod.createAdapter(args.root);
    if (adapter === null || typeof adapter !== "object" || typeof adapter.observe !== "function") {
      throw new Error("createAdapter(root) returned no object with an observe function");
    }
    return { adapter };
  } catch (e) {
    logError(`loading ${args.file}`, e);
    return { loadError: `the adapter module ${basename(args.file)} did not load: ${messageOf(e)}` };
  }
}

const loaded = load();

const text = (v) => (typeof v === "string" && v !== "" ? v : undefined);

function hello({ adapter }) {
  const id = adapter?.identity;
  const host = adapter
    ? {
        name: text(id?.name) ?? text(id?.implementation) ?? basename(args.file),
        version: text(id?.version) ?? text(id?.revision) ?? "unversioned",
      }
    : { name: "mcpl-adapter " + basename(args.file), version: "not loaded" };
  const answer = { op: "hello", protocol: PROTOCOL, host, lanes: LANES, operations: OPERATIONS };
  if (adapter) answer.mcpl = { identity: id ?? null, maxViewChars: adapter.maxViewChars ?? null };
  return answer;
}

// ---- errors ----

// BridgeError is a request's error answer in the bridge's own words. One
// that quotes a view (shown set) is sent unmasked, so that the runner's leak
// search reads what the adapter would show.
class BridgeError extends Error {
  constructor(message, shown = false) {
    super(message);
    this.shown = shown;
  }
}

function messageOf(e) {
  if (e instanceof Error) return e.message;
  try {
    return JSON.stringify(e) ?? String(e);
  } catch {
    return String(e);
  }
}

// secretsOf lists the strings of a request an error answer must not carry:
// every uri in its input, the connection's origin and token (longest
// first, so that a uri is masked whole before its origin). It walks the
// input without recursion: an input may nest 10,000 levels deep.
function secretsOf(req) {
  const out = new Set();
  const stack = [req?.input];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== "object") continue;
    for (const [k, x] of Object.entries(v)) {
      if (k === "uri" && typeof x === "string" && x !== "") out.add(x);
      stack.push(x);
    }
  }
  for (const s of [req?.connection?.origin, req?.connection?.token]) if (typeof s === "string" && s !== "") out.add(s);
  return [...out].sort((a, b) => b.length - a.length);
}

function masked(message, secrets) {
  let out = message;
  for (const s of secrets) out = out.split(s).join("[hidden]");
  return out;
}

// call runs the adapter's observe within the time bound; what names the
// call (the operation and the lane) in the error it throws.
async function call(adapter, kase, environment, what) {
  let timer;
  const bound = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new BridgeError(`${what} did not return within ${args.timeoutMs} ms`)), args.timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => adapter.observe(kase, environment)), bound]);
  } catch (e) {
    if (e instanceof BridgeError) throw e;
    logError(what, e);
    throw new BridgeError(`${what} threw: ${messageOf(e)}`);
  } finally {
    clearTimeout(timer);
  }
}

// ---- views onto lanes ----

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const onlyKeys = (v, keys) => Object.keys(v).every((k) => keys.includes(k));

// block is one block of a push view as the protocol writes it. A media
// block in the source form many model APIs use ({type, source: {type:
// "base64", data, mediaType}}) becomes {type, data, mimeType}; anything else
// is passed on as the adapter gave it, so the runner's schema check names
// what the protocol has no form for and its leak search reads it all.
function block(b) {
  if (!isObject(b) || (b.type !== "image" && b.type !== "audio") || !onlyKeys(b, ["type", "source"])) return b;
  const s = b.source;
  const mimeType = s?.mediaType ?? s?.media_type;
  if (!isObject(s) || s.type !== "base64" || typeof s.data !== "string" || typeof mimeType !== "string") return b;
  if (!onlyKeys(s, ["type", "data", "mediaType", "media_type"])) return b;
  return { type: b.type, data: s.data, mimeType };
}

// viewOn is the observation on lane of view, one of MCPL's before and after
// views ({push, wake, history}); what names the request in its errors.
function viewOn(lane, view, what) {
  if (!isObject(view)) throw new BridgeError(`${what}: the adapter's answer has no view object`);
  if (lane === "push") {
    if (typeof view.refused === "string") return { refused: view.refused };
    if (!Array.isArray(view.push)) throw new BridgeError(`${what}: the adapter's view has no push array`);
    const blocks = view.push.map(block);
    if (view.wake !== undefined) {
      const fromPush = blocks.filter((b) => isObject(b) && b.type === "text").map((b) => b.text).join("\n");
      if (view.wake !== fromPush) {
        throw new BridgeError(`${what}: the adapter's wake text is not the text of its push view, and no lane shows it: wake = ${JSON.stringify(view.wake)}`, true);
      }
    }
    return { blocks };
  }
  if (lane === "tool-result/stored") {
    if (typeof view.history !== "string") throw new BridgeError(`${what}: the adapter's view has no history text`);
    return { text: view.history };
  }
  throw new BridgeError(`${what}: the bridge maps no view of an MCPL adapter onto the lane ${lane}`);
}

// ---- fetch and registry members ----

function pick(v, keys) {
  if (!isObject(v)) return v;
  const out = {};
  for (const k of keys) if (v[k] !== undefined) out[k] = v[k];
  return out;
}

// A record keeps the protocol's members: an adapter's registry record may
// hold its testimony (the uri), which is host-private and no view.
const RECORD_KEYS = ["refId", "fetchedPath", "verifiedBytes", "verifiedMimeType", "digestVerified"];
const OUTCOME_KEYS = ["ok", "bytes", "path", "mimeType", "digestVerified", "error"];
const SAVE_KEYS = ["name", "mimeType", "base64"];

const list = (v, what, name) => {
  if (!Array.isArray(v)) throw new BridgeError(`${what}: the adapter's answer has no ${name} array`);
  return v;
};

// plainName reports whether a save's name is a file name of its own: not
// empty, not "." or "..", no slash, backslash or NUL.
const plainName = (n) => typeof n === "string" && n !== "" && n !== "." && n !== ".." && !/[/\\\0]/.test(n);

// writeSaves writes each save whose name is plain into dir, never over a
// file; a save with any other name is left out of dir (and said on stderr),
// and stays in the answer's saves as the adapter named it.
async function writeSaves(saves, dir, what) {
  if (typeof dir !== "string" || dir === "") return;
  for (const s of saves) {
    if (!isObject(s) || !plainName(s.name)) {
      process.stderr.write(`mcpl bridge: ${what}: a save named ${JSON.stringify(s?.name)} is not a plain file name: not written into dir\n`);
      continue;
    }
    const bytes = Buffer.from(typeof s.base64 === "string" ? s.base64 : "", "base64");
    try {
      await writeFile(join(dir, s.name), bytes, { flag: "wx" });
    } catch (e) {
      throw new BridgeError(`${what}: the save ${JSON.stringify(s.name)} could not be written into dir: ${e.code ?? messageOf(e)}`);
    }
  }
}

function record(r) {
  return isObject(r) ? pick(r, ["refId"]) : null;
}

function failure(e) {
  if (typeof e === "string") return { error: e };
  if (isObject(e) && typeof e.error === "string") return { error: e.error };
  return null; // no error: none at all, or a lookup's success (MCPL's tool answers one)
}

// ---- requests ----

async function fetchOp(adapter, req, what) {
  const kase = { operation: "fetch", blocks: req.input?.content, maxBytes: req.maxBytes };
  const environment = { origin: req.connection?.origin, token: req.connection?.token, dir: req.dir };
  const out = await call(adapter, kase, environment, what);
  if (!isObject(out)) throw new BridgeError(`${what}: the adapter answered no object`);
  const saves = list(out.saves, what, "saves").map((s) => pick(s, SAVE_KEYS));
  const answer = {
    before: viewOn(req.lane, out.before, what + " (before)"),
    after: viewOn(req.lane, out.after, what + " (after)"),
    records: list(out.records, what, "records").map((r) => pick(r, RECORD_KEYS)),
    saves,
    outcome: pick(out.outcome, OUTCOME_KEYS) ?? null,
  };
  await writeSaves(saves, req.dir, what);
  return { seq: req.seq, fetch: answer };
}

async function registryOp(adapter, req, what) {
  const kase = { operation: "registry", blocks: req.input?.content, registrations: req.registrations };
  const environment = { origin: req.connection?.origin, token: req.connection?.token };
  const out = await call(adapter, kase, environment, what);
  if (!isObject(out)) throw new BridgeError(`${what}: the adapter answered no object`);
  const fresh = isObject(out.fresh) ? { refId: out.fresh.refId, uri: out.fresh.uri ?? out.fresh.testimony?.uri } : null;
  const registry = {
    firstId: out.firstId ?? null,
    stableId: out.stableId ?? null,
    ids: list(out.ids, what, "ids"),
    evicted: record(out.evicted),
    evictedError: failure(out.evictedError),
    unknown: record(out.unknown),
    unknownError: failure(out.unknownError),
    fresh,
  };
  // An error member is the protocol's only beside a lookup that failed.
  for (const key of ["evictedError", "unknownError"]) if (registry[key] === null) delete registry[key];
  return { seq: req.seq, registry };
}

async function observeOp(adapter, req, what) {
  if (!LANES.includes(req.lane)) return { seq: req.seq, observation: { unsupported: true } };
  if (!Array.isArray(req.input?.content)) {
    throw new BridgeError(`${what}: the input is structured data, and an MCPL adapter observes content blocks only`);
  }
  const out = await call(adapter, { operation: "render", blocks: req.input.content }, { origin: null, token: null }, what);
  if (!isObject(out)) throw new BridgeError(`${what}: the adapter answered no object`);
  return { seq: req.seq, observation: viewOn(req.lane, out.before, what) };
}

const OPS = { observe: [observeOp, "render"], fetch: [fetchOp, "fetch"], registry: [registryOp, "registry"] };

async function answer(req) {
  const state = await loaded;
  if (req.op === "hello") return hello(state);
  const op = Object.hasOwn(OPS, req.op) ? OPS[req.op] : undefined;
  if (!op) return { seq: req.seq, error: `the bridge knows no op ${JSON.stringify(req.op)}` };
  const what = `seq ${req.seq}: ${op[1]}${req.lane ? " on " + req.lane : ""}`;
  if (state.loadError) return { seq: req.seq, error: `${what}: ${state.loadError}` };
  try {
    return await op[0](state.adapter, req, what);
  } catch (e) {
    if (!(e instanceof BridgeError)) logError(what, e);
    const message = messageOf(e);
    return { seq: req.seq, error: e.shown ? message : masked(message, secretsOf(req)) };
  }
}

function send(v) {
  answerOut(JSON.stringify(v) + "\n");
}

function exit() {
  answerOut("", () => process.exit(0));
}

async function handle(line) {
  if (line.trim() === "") return;
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    send({ error: `the request is not JSON: ${messageOf(e)}` });
    return;
  }
  if (!isObject(req)) {
    send({ error: "the request is not a JSON object" });
    return;
  }
  if (req.op === "bye") {
    exit();
    return;
  }
  try {
    send(await answer(req));
  } catch (e) {
    // The bridge's own failure: an answer all the same, in words of its own.
    logError("answering a request", e);
    send({ seq: req.seq, error: `the bridge failed on this request (${e?.name ?? "an error"})` });
  }
}

let chain = Promise.resolve();
const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on("line", (line) => {
  chain = chain.then(() => handle(line)).catch((e) => logError("handling a request", e));
});
rl.on("close", () => {
  chain.then(exit);
});

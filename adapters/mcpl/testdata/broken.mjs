// broken.mjs: an adapter module in MCPL's shape that misbehaves, for the
// bridge's error paths. Its observe, by the input's first block:
//   - text "hang": never settles;
//   - text "wake": answers a wake text its push view does not hold;
//   - operation fetch: answers saves, one of them named as a path;
//   - anything else: throws an error that quotes the first block's uri.

export async function createAdapter() {
  return {
    identity: { implementation: "bridge-broken-adapter", revision: "0.0.1" },
    maxViewChars: 2048,
    async observe(input) {
      const first = input.blocks?.[0] ?? {};
      if (first.text === "hang") return new Promise(() => {});
      if (first.text === "wake") {
        return { before: { push: [{ type: "text", text: "wake" }], wake: "wake, and more", history: "wake" } };
      }
      if (input.operation === "fetch") {
        const view = { push: [{ type: "text", text: "[Reference ref_1]" }], wake: "[Reference ref_1]", history: "[Reference ref_1]" };
        return {
          before: view,
          after: view,
          records: [{ refId: "ref_1" }],
          outcome: { ok: false, error: "refused" },
          saves: [
            { name: "../escape.bin", base64: "AAAA", mimeType: "application/octet-stream" },
            { name: "kept.bin", base64: "AAAA", mimeType: "application/octet-stream" },
          ],
        };
      }
      throw new Error("cannot observe " + String(first.uri));
    },
  };
}

// broken.mjs: an adapter module in MCPL's shape that misbehaves, for the
// bridge's error paths. Its observe, by the input's first block:
//   - text "hang": never settles;
//   - text "print": prints on stdout, then answers a view;
//   - text "wake": answers a wake text its push view does not hold;
//   - text "source": answers media blocks in the source form many model
//     APIs take ({type, source: {type: "base64", data, mediaType}});
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
      if (first.text === "print") {
        console.log("a line on stdout from console.log");
        process.stdout.write("and one from process.stdout.write\n");
        return { before: { push: [{ type: "text", text: "printed" }], wake: "printed", history: "printed" } };
      }
      if (first.text === "source") {
        const push = [
          { type: "image", source: { type: "base64", data: "QUJD", mediaType: "image/png" } },
          { type: "audio", source: { type: "base64", data: "QUJD", media_type: "audio/wav" } },
          { type: "image", source: { type: "url", url: "https://example.invalid/i.png" } },
        ];
        return { before: { push, wake: "", history: "" } };
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

// An adapter module in MCPL's shape whose every string is forged text: a
// CI runner would read it as commands were it printed as it is. The test
// TestNoFetchOutputForgesACICommand scores it through the bridge.
const forged = (where) => "bad " + where + "\r\n::error title=FORGED " + where + "::x\n::add-mask::rfc005\n  ::stop-commands::tok" +
  "\u2028::warning::y ##[error]" + where + " ##vso[task.complete result=Failed]";

export async function createAdapter() {
  const view = { push: [{ type: "text", text: forged("push") }], wake: forged("push"), history: forged("history") };
  return {
    identity: { implementation: forged("identity"), revision: forged("revision") },
    maxViewChars: 2048,
    async observe(input) {
      if (input.operation === "registry") {
        return {
          firstId: forged("first id"), stableId: forged("stable id"), ids: [forged("ids")], evicted: { refId: forged("evicted") },
          unknown: null, unknownError: { error: forged("unknown") }, fresh: { refId: forged("fresh"), testimony: { uri: forged("uri") } },
        };
      }
      if (input.operation === "fetch") {
        return {
          before: view, after: view, records: [{ refId: forged("record") }],
          saves: [{ name: forged("save"), mimeType: forged("mime"), base64: "AA==" }],
          outcome: { ok: true, bytes: 1, path: forged("path"), mimeType: forged("mime"), error: forged("outcome") },
        };
      }
      return { before: view };
    },
  };
}

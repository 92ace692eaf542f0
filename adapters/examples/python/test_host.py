#!/usr/bin/env python3
"""Unit tests of host.py, the Python example host: every decision of SPEC
revision 3 (R3-1 ... R3-16 and the team's T-1 ... T-4) with the examples of
SPEC.md's revision 3 paragraphs, every decision of revision 4 that asks
something of a host (R4-1, R4-3, R4-4, R4-6 ... R4-11, as the team reads
them) input by input on each lane, depth to 20,000 levels on every lane, a
session that survives any failure, Unicode 15.0, and the operations fetch
and registry (RFC-005 5 to 7, issue 42) rule by rule against HTTP servers
on 127.0.0.1 (FetchTest, RegistryTest).

    python3 adapters/examples/python/test_host.py

go test ./adapters/examples/python/unicodegen runs it too (TestPythonUnitTests).
Only the standard library; any Python host.py supports (3.8 or later).
"""

import base64
import contextlib
import gzip
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
import unittest
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
HOST = os.path.join(HERE, "host.py")
sys.path.insert(0, HERE)

import host  # noqa: E402
import unicode15  # noqa: E402

W = host.WITHHELD
NO_LINK = host.NO_LINK
ZS = host._range_table(unicode15.ZS)


def request(lane, input_text, seq=1):
    """An observe request line, input given as JSON text (as the runner sends it)."""
    return '{"op":"observe","seq":%d,"lane":"%s","input":%s}' % (seq, lane, input_text)


def answer_text(lane, input_text):
    """The answer line host.py writes for input on lane (no newline)."""
    return host.write_json(host.handle(host.es_parse(request(lane, input_text))))


def observe(lane, input_text):
    """The observation host.py answers, decoded (by host.py's own parser, which
    reads any depth), as plain Python values."""
    answer = host.es_parse(answer_text(lane, input_text))
    if "observation" not in answer:
        raise AssertionError("no observation: %r" % (answer,))
    return plain(answer["observation"])


def plain(value):
    """value with JObjects as dicts and integral floats as ints (for comparison)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return json.loads(host.write_json(value)) if isinstance(value, (dict, list)) else value


def content(blocks_text):
    return '{"content":%s}' % blocks_text


def data(data_text):
    return '{"data":%s}' % data_text


def text(t):
    return {"type": "text", "text": t}


def frame_depth():
    frame, depth = sys._getframe(), 0
    while frame is not None:
        depth += 1
        frame = frame.f_back
    return depth


@contextlib.contextmanager
def shallow_stack(margin=60):
    """Run the body with a recursion limit only margin frames above the
    caller: code that recursed on the input's depth would fail at once."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(frame_depth() + margin)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


EMBEDDED_IMAGE = '{"type":"resource","resource":{"uri":"memo://x","mimeType":"image/png","blob":"QUJD"}}'
IMAGE_BLOCK = '{"type":"image","data":"QUJD","mimeType":"image/png"}'
ALL_LANES = ["tool-result/live", "tool-result/stored", "script", "push", "channel",
             "injection/user", "injection/system", "render", "guard"]
CONTENT_LANES = ["push", "channel", "injection/user", "injection/system", "render"]


# ---------------------------------------------------------------------------
# The parser (JSON.parse, iterative) and the writer (JSON.stringify, iterative)
# ---------------------------------------------------------------------------

class ParserTest(unittest.TestCase):

    def test_duplicates_keep_first_place_last_value(self):
        obj = host.es_parse('{"a":1,"b":2,"a":3}')
        self.assertEqual(list(obj.items()), [("a", 3.0), ("b", 2.0)])
        self.assertEqual(obj.overwritten, [("a", 1.0)])
        self.assertEqual(host.write_json(obj), '{"a":3,"b":2}')

    def test_numeric_names_are_not_moved_first(self):
        self.assertEqual(host.write_json(host.es_parse('{"b":1,"1":2,"0":3}')), '{"b":1,"1":2,"0":3}')

    def test_lone_surrogate_names_are_one_name(self):
        # R3-4: names compared after being made well formed.
        obj = host.es_parse('{"lone\\ud8dd":{},"lone\\udef4":{},"lone\\ud8dd":[]}')
        self.assertEqual(list(obj.keys()), ["lone\ufffd"])
        self.assertEqual(obj["lone\ufffd"], [])
        self.assertEqual(len(obj.overwritten), 2)

    def test_surrogate_pair_escapes_join(self):
        self.assertEqual(host.es_parse('"\\ud83d\\ude00"'), "\U0001F600")
        self.assertEqual(host.es_parse('"\\ud83dx"'), "\ud83dx")  # lone, made well formed when shown
        self.assertEqual(host.es_parse('"\\ude00\\ud83d"'), "\ude00\ud83d")

    def test_escapes(self):
        self.assertEqual(host.es_parse(r'"\"\\\/\b\f\n\r\t\u00e9\u0041"'), '"\\/\b\f\n\r\t\u00e9A')

    def test_numbers_are_doubles(self):
        # R3-7: the IEEE double JSON.parse makes.
        self.assertEqual(host.es_parse("1.0000000000000001"), 1.0)
        self.assertEqual(host.es_parse("1e400"), float("inf"))
        self.assertEqual(host.es_parse("-1e400"), float("-inf"))
        self.assertEqual(str(host.es_parse("-0")), "-0.0")
        self.assertEqual(host.es_parse("12345678901234567890123"), 1.2345678901234568e22)
        self.assertEqual(host.es_parse("1" + "0" * 5000), float("inf"))  # no int digit limit

    def test_rejects_what_json_parse_rejects(self):
        for bad in ["", " ", "[1,]", '{"a":1,}', "01", "1.", ".5", "+1", "NaN", "Infinity",
                    "[1 2]", '{"a" 1}', '{1:2}', '"a', '"\\x"', '"\\u12"', '"\\u12g4"',
                    '"\\u_123"', '"tab\there"', "[", "]", "{", "nul", "truex", "[1]]", "1 2"]:
            with self.assertRaises(host.JSONError, msg=repr(bad)):
                host.es_parse(bad)

    def test_error_message_never_quotes_the_input(self):
        try:
            host.es_parse('{"uri":"memo://secret" oops}')
        except host.JSONError as problem:
            self.assertNotIn("secret", str(problem))
            self.assertNotIn("oops", str(problem))

    def test_whitespace_and_empty_containers(self):
        self.assertEqual(plain(host.es_parse(' \t\r\n{ "a" : [ ] , "b" : { } }\n')), {"a": [], "b": {}})

    def test_depth_20000(self):
        for depth in R3_16_Depth.DEPTHS:
            arrays = "[" * depth + "1" + "]" * depth
            objects = '{"a":' * depth + "[]" + "}" * depth
            mixed = '[{"a":' * depth + "null" + "}]" * depth
            with shallow_stack():
                for doc in (arrays, objects, mixed):
                    self.assertEqual(host.write_json(host.es_parse(doc)), doc)


class WriterTest(unittest.TestCase):

    def test_numbers_as_ecmascript_writes_them(self):
        cases = {1.0: "1", 1e21: "1e+21", 1e-7: "1e-7", -0.0: "0", 1.5: "1.5", 0.000001: "0.000001",
                 123456789012345680000.0: "123456789012345680000", 1.5e-7: "1.5e-7",
                 float("inf"): "null", float("nan"): "null", 5e-324: "5e-324", -2.5: "-2.5",
                 1.7976931348623157e308: "1.7976931348623157e+308", 100.0: "100"}
        for value, want in cases.items():
            self.assertEqual(host.write_json(value), want, repr(value))

    def test_strings_as_json_stringify_writes_them(self):
        self.assertEqual(host.write_json("\"\\\b\t\n\f\r\x01\x1f\x7f\u2028/\u00e9"),
                         '"\\"\\\\\\b\\t\\n\\f\\r\\u0001\\u001f\x7f\u2028/\u00e9"')

    def test_lone_surrogates_are_written_well_formed(self):
        self.assertEqual(host.write_json({"k\udc00": "v\ud800"}), '{"k\ufffd":"v\ufffd"}')

    def test_replace_is_asked_in_document_order(self):
        seen = []

        def replace(obj):
            seen.append(obj.get("n"))
            return "r" if obj.get("n") == 2 else None
        doc = host.es_parse('[{"n":1,"c":{"n":2,"c":{"n":9}}},{"n":3}]')
        self.assertEqual(host.write_json(doc, replace), '[{"n":1,"c":"r"},{"n":3}]')
        self.assertEqual(seen, [1, 2, 3])

    def test_transform_copies_and_replaces_in_order(self):
        seen = []

        def replace(obj, in_blocks):
            seen.append((obj.get("n"), in_blocks))
            return {"r": obj["n"]} if obj.get("n") == 2 else None
        doc = host.es_parse('{"n":1,"a":[{"n":2,"x":{"n":8}},{"n":3}],"z":{"n":4},'
                            '"b":[{"n":5,"type":"t"},{"n":6,"type":"t"}],"c":[{"n":7,"type":"t"},{"n":9}]}')
        self.assertEqual(plain(host.transform(doc, replace)),
                         {"n": 1, "a": [{"r": 2}, {"n": 3}], "z": {"n": 4}, "b": [{"n": 5, "type": "t"},
                          {"n": 6, "type": "t"}], "c": [{"n": 7, "type": "t"}, {"n": 9}]})
        # in_blocks: an element of an array every element of which is a block (R4-1)
        self.assertEqual(seen, [(1, False), (2, False), (3, False), (4, False), (5, True), (6, True),
                                (7, False), (9, False)])

    def test_depth_20000(self):
        depth = R3_16_Depth.DEPTHS[-1]
        value = []
        for _ in range(depth):
            value = [{"a": value}]
        with shallow_stack():
            written = host.write_json(value)
            self.assertEqual(written, '[{"a":' * depth + "[]" + "}]" * depth)
            self.assertEqual(host.write_json(host.transform(value, lambda obj, in_blocks: None)), written)


# ---------------------------------------------------------------------------
# Unicode 15.0 (R3-6)
# ---------------------------------------------------------------------------

class UnicodeTest(unittest.TestCase):

    def test_tables_are_unicode_15_0(self):
        self.assertEqual(unicode15.UNICODE_VERSION, "15.0.0")

    def test_final_sigma_with_a_15_0_combining_mark(self):
        # R3-6: U+11F00 is Mn in 15.0 (case-ignorable), so the sigma is not final;
        # Python 3.11's own str.lower (Unicode 14.0) says "ς".
        self.assertEqual(host.es_lower("IMAGE/A\u03a3\U00011F00B"), "image/a\u03c3\U00011F00b")

    def test_lower_casing(self):
        cases = {
            "\u0130": "i\u0307",                        # SpecialCasing, unconditional
            "A\u03a3": "a\u03c2",                       # final sigma
            "\u03a3": "\u03c3",                         # no cased letter before it
            "A\u03a3B": "a\u03c3b",
            "A\u03a3 B": "a\u03c2 b",
            "A\u03a3\u0301": "a\u03c2\u0301",           # ignorable after, nothing cased after it
            "A\u0301\u03a3": "a\u0301\u03c2",           # ignorable between the cased letter and sigma
            "A\u03a3\u2027B": "a\u03c3b".replace("b", "\u2027b"),  # U+2027 is MidLetter: ignorable
            "A\u03a3'B": "a\u03c3'b",                   # U+0027 Single_Quote
            "A\u03a3.B": "a\u03c3.b",                   # MidNumLet
            "A\u03a3-B": "a\u03c2-b",                   # hyphen-minus is not ignorable
            "\u03a3\u03a3": "\u03c3\u03c2",
            "A\u03a3\u02b0": "a\u03c2\u02b0",           # U+02B0 is cased and case-ignorable: skipped
            "\u02b0\u03a3": "\u02b0\u03c3",             # (as V8 and CPython read Final_Sigma)
            "A\u03a3\u0001B": "a\u03c2\u0001b",         # a control is neither
            "\u1f88": "\u1f80",                         # titlecase to lower (simple mapping)
            "\u212a": "k",                              # KELVIN SIGN
            "\U00010400": "\U00010428",                 # Deseret
            "\U0001E900": "\U0001E922",                 # Adlam
            "\u00df": "\u00df",
            "\ud801\u0001\udc00": "\ud801\u0001\udc00",  # lone surrogates map to themselves
            "ABC": "abc",
        }
        for s, want in cases.items():
            self.assertEqual(host.es_lower(s), want, ascii(s))

    def test_lower_casing_is_linear(self):
        # Counted, not timed: the final-sigma contexts look each character
        # up at most twice (once a direction), however long its run of
        # marks, where a walk from each sigma over the marks around it
        # would look them up again for every sigma.
        s = ("A\u03a3" + "\u0301" * 1000) * 200
        budget, real = 2 * len(s), host.is_case_ignorable
        lookups = 0

        def counted(cp):
            nonlocal lookups
            lookups += 1
            if lookups > budget:
                raise AssertionError(f"more than {budget} case-ignorable lookups for {len(s)} characters: not linear")
            return real(cp)

        with mock.patch.object(host, "is_case_ignorable", counted):
            self.assertEqual(len(host.es_lower(s)), len(s))

    def test_ecmascript_whitespace(self):
        self.assertEqual(host.es_trim("\ufeff\u00a0\u3000 x \u2028\u2029\t\u000b\u000c\r\n\u1680\u202f\u205f"), "x")
        for kept in ("\u0085x", "\u180ex", "\u200bx"):
            self.assertEqual(host.es_trim(kept), kept)

    def test_format_characters_of_15_0(self):
        for cp in (0x00AD, 0x0600, 0x061C, 0x06DD, 0x070F, 0x0890, 0x08E2, 0x180E, 0x200B, 0x200F,
                   0x202A, 0x202E, 0x2060, 0x2064, 0x2066, 0x206F, 0xFEFF, 0xFFF9, 0xFFFB, 0x110BD,
                   0x110CD, 0x13430, 0x1343F, 0x1BCA0, 0x1BCA3, 0x1D173, 0x1D17A, 0xE0001, 0xE0020,
                   0xE007F):
            self.assertTrue(host.is_format_char(cp), "U+%04X" % cp)
        for cp in (0x0041, 0x00A0, 0x0085, 0x200A, 0x2028, 0x11F00, 0x13440):
            self.assertFalse(host.is_format_char(cp), "U+%04X" % cp)

    def test_tables_agree_with_this_python_where_it_knows_the_characters(self):
        """On a Python whose tables are Unicode 14.0 (3.11) or 15.0 (3.12):
        every character its unicodedata knows lower-cases as its str.lower
        does, is Zs or Cf as it says, and is cased or case-ignorable as its
        final-sigma rule reads it. (15.0 changed nothing 14.0 had here; it
        only added characters, U+11F00 among them. Older tables differ on
        characters that exist there: 14.0 made U+1734 Mn, for one. Newer
        ones add case pairs. Those Pythons skip this test.) With
        TEST_HOST_QUICK set, every 11th character and the first 0x3000:
        -tags long (.ci/run) reads them all."""
        version = tuple(int(p) for p in unicodedata.unidata_version.split("."))
        if not (14, 0, 0) <= version <= (15, 0, 0):
            self.skipTest("this Python's Unicode is %s, not 14.0 or 15.0" % unicodedata.unidata_version)
        quick = bool(os.environ.get("TEST_HOST_QUICK"))
        for cp in range(0x110000):
            if quick and cp >= 0x3000 and cp % 11:
                continue
            ch = chr(cp)
            category = unicodedata.category(ch)
            if category == "Cn" or category == "Cs":
                continue
            self.assertEqual(host.es_lower(ch), ch.lower(), "U+%04X" % cp)
            self.assertEqual(category == "Zs", host._in_table(ZS, cp), "U+%04X" % cp)
            self.assertEqual(category == "Cf", host.is_format_char(cp), "U+%04X" % cp)
            if cp % 7 == 0 or cp < 0x3000:  # the final-sigma probes cost two lowers a character
                # ch before a final sigma: cased and not case-ignorable (an
                # ignorable one is skipped, by CPython as by ECMAScript engines)
                self.assertEqual((ch + "\u03a3").lower()[-1] == "\u03c2",
                                 host.is_cased(cp) and not host.is_case_ignorable(cp), "cased U+%04X" % cp)
                self.assertEqual(("A" + ch + "\u03a3").lower()[-1] == "\u03c2",
                                 host.is_cased(cp) or host.is_case_ignorable(cp),
                                 "cased or case-ignorable U+%04X" % cp)


# ---------------------------------------------------------------------------
# The decisions of revision 3, lane by lane
# ---------------------------------------------------------------------------

class R3_1_InvisibleCharactersRefuseTheLine(unittest.TestCase):

    def test_rtl_override(self):
        self.assertEqual(observe("push", content('[{"type":"resource","uri":"memo:invoice\\u202Efdp.exe"}]')),
                         {"blocks": [text("[Reference ref_1]")]})

    def test_every_cf_and_cc(self):
        for ch in ("\\u00ad", "\\u061c", "\\u180e", "\\u200b", "\\u2060", "\\u2066", "\\ufeff",
                   "\\ud804\\udcbd", "\\udb40\\udc01", "\\ud80d\\udc39",  # U+110BD, U+E0001, U+13439 (new in 15.0)
                   "\\u007f", "\\u0085", "\\u0001"):
            got = observe("push", content('[{"type":"resource","uri":"memo:a%sb","name":"n"}]' % ch))
            self.assertEqual(got, {"blocks": [text("[Reference ref_1: n]")]}, ch)

    def test_a_plain_uri_still_shows(self):
        self.assertEqual(observe("push", content('[{"type":"resource","uri":"memo:a\\u00e9b"}]')),
                         {"blocks": [text("[Reference: memo:a\u00e9b]")]})

    def test_every_lane(self):
        ref = '{"type":"resource","uri":"memo:x\\u200by"}'
        self.assertEqual(observe("tool-result/stored", data('{"r":%s}' % ref)), {"text": '{"r":"[Reference ref_1]"}'})
        self.assertEqual(observe("script", data('[%s]' % ref)), {"view": [text("[Reference ref_1]")]})
        self.assertEqual(observe("injection/system", content('[%s]' % ref)), {"blocks": [text("[Reference ref_1]")]})


class R3_2_ClaimsByUri(unittest.TestCase):

    def test_dataless_image_claims(self):
        got = observe("push", content('[{"type":"image","mimeType":"image/png","uri":"memo://q","disposition":"never"},'
                                      '{"type":"resource","uri":"memo://q"}]'))
        self.assertEqual(got, {"blocks": [text("[Block not shown: this host can't display it (image).]"),
                                          text("[Reference ref_1]")]})

    def test_resource_link_text_and_unknown_blocks_claim(self):
        for block in ('{"type":"resource_link","uri":"memo://q","name":"x","disposition":"never"}',
                      '{"type":"text","text":"t","uri":"memo://q","disposition":"never"}',
                      '{"type":"whatever","uri":"memo://q","disposition":"never"}',
                      '{"type":"image","data":"","mimeType":"image/png","uri":"memo://q","disposition":"never"}'):
            got = observe("push", content('[%s,{"type":"resource","uri":"memo://q"}]' % block))
            self.assertEqual(got["blocks"][1], text("[Reference ref_1]"), block)

    def test_any_object_in_data_claims(self):
        got = observe("tool-result/stored", data('{"a":{"uri":"memo://q","disposition":"never"},'
                                                 '"b":{"type":"resource","uri":"MEMO://q"}}'))
        self.assertEqual(got, {"text": '{"a":"%s","b":"[Reference ref_1]"}' % W})

    def test_claims_at_depth_reach_every_lane(self):
        meta = '{"x":[{"y":{"uri":"memo://q","disposition":"never"}}]}'
        blocks = '[{"type":"text","text":"t","_meta":%s},{"type":"resource","uri":"memo://q"}]' % meta
        for lane in ["push", "channel", "injection/user", "injection/system", "tool-result/live"]:
            self.assertEqual(observe(lane, content(blocks))["blocks"][1], text("[Reference ref_1]"), lane)

    def test_only_never_counts(self):
        for claim in ('{"uri":"memo://q","disposition":"ref"}', '{"uri":"memo://q","disposition":"NEVER"}',
                      '{"uri":"","disposition":"never"}', '{"uri":5,"disposition":"never"}',
                      '{"url":"memo://q","disposition":"never"}', '{"uri":"memo://q","disposition":["never"]}'):
            got = observe("push", content('[{"type":"text","text":"t","m":%s},{"type":"resource","uri":"memo://q"}]'
                                          % claim))
            self.assertEqual(got["blocks"][1], text("[Reference: memo://q]"), claim)

    def test_claims_stop_at_an_embedded_resource(self):
        got = observe("push", content('[{"type":"resource","resource":{"uri":"memo://a","text":"t",'
                                      '"_meta":{"uri":"memo://q","disposition":"never"}}},'
                                      '{"type":"resource","uri":"memo://q"}]'))
        self.assertEqual(got, {"blocks": [text("t"), text("[Reference: memo://q]")]})

    def test_embedded_resource_claims(self):
        for block in ('{"type":"resource","disposition":"never","resource":{"uri":"memo://q","text":"t"}}',
                      '{"type":"resource","resource":{"uri":"memo://q","text":"t","disposition":"never"}}'):
            got = observe("push", content('[%s,{"type":"resource","uri":"memo://Q"}]' % block))
            self.assertEqual(got, {"blocks": [text(W), text("[Reference ref_1]")]}, block)

    def test_a_too_long_uri_still_claims(self):
        long_uri = "memo://q" + "x" * 4100
        claims, _ = host.collect_claims(host.es_parse(
            '[{"type":"resource","uri":"%s","disposition":"never"}]' % long_uri))
        self.assertIn(host.same_uri_key(long_uri), claims)
        self.assertEqual(observe("push", content('[{"type":"resource","uri":"%s"}]' % long_uri)),
                         {"blocks": [text(NO_LINK)]})


class R3_3_ClaimingObjectsInData(unittest.TestCase):

    FILES = '{"files":[{"uri":"https://h/x?sig=S","disposition":"never","name":"x"}]}'

    def test_stored_live_script_guard(self):
        stored = '{"files":["%s"]}' % W
        self.assertEqual(observe("tool-result/stored", data(self.FILES)), {"text": stored})
        self.assertEqual(observe("tool-result/live", data(self.FILES)), {"blocks": [text(stored)]})
        self.assertEqual(observe("script", data(self.FILES)), {"view": {"files": [W]}})
        self.assertEqual(observe("guard", data(self.FILES)), {"kept": {"files": [W]}})

    def test_the_uri_is_shown_nowhere(self):
        for lane in ("tool-result/stored", "tool-result/live", "script", "guard"):
            self.assertNotIn("sig=S", answer_text(lane, data(self.FILES)), lane)

    def test_script_view_of_a_content_array(self):
        # T-2: at every position of the script view, a content array's blocks included.
        blocks = ('[{"type":"text","text":"t","uri":"memo://q","disposition":"never"},'
                  '{"type":"resource_link","uri":"memo://r","disposition":"never"},'
                  '{"type":"image","mimeType":"image/png","uri":"memo://s","disposition":"never"},'
                  '{"type":"text","text":"u"}]')
        self.assertEqual(observe("script", content(blocks)), {"view": [W, W, W, text("u")]})
        self.assertEqual(observe("script", data(blocks)), {"view": [W, W, W, text("u")]})

    def test_content_lanes_show_the_block_per_section_4(self):
        # T-2: a claiming text block shows its text; a resource_link or data-less image the unknown-block marker.
        blocks = ('[{"type":"text","text":"t","uri":"memo://q","disposition":"never"},'
                  '{"type":"resource_link","uri":"memo://r","disposition":"never"}]')
        want = [text("t"), text("[Block not shown: this host can't display it (resource_link).]")]
        for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
            self.assertEqual(observe(lane, content(blocks)), {"blocks": want}, lane)
        self.assertEqual(observe("tool-result/stored", content(blocks)),
                         {"text": "t\n[Block not shown: this host can't display it (resource_link).]"})

    def test_inline_data_with_a_claim_is_section_8(self):
        block = '{"type":"image","data":"QUJD","mimeType":"image/png","uri":"memo://q","disposition":"never"}'
        self.assertEqual(observe("tool-result/stored", data('{"x":%s}' % block)), {"text": '{"x":"%s"}' % W})
        self.assertEqual(observe("script", data('{"x":%s}' % block)), {"view": {"x": text(W)}})

    def test_a_claim_from_an_overwritten_member(self):
        for obj in ('{"uri":"memo://q","disposition":"never","disposition":null}',
                    '{"uri":"memo://q","uri":5,"disposition":"never"}'):
            self.assertEqual(observe("tool-result/stored", data('{"x":%s}' % obj)), {"text": '{"x":"%s"}' % W}, obj)
            self.assertEqual(observe("script", data('{"x":%s}' % obj)), {"view": {"x": W}}, obj)

    def test_whole_data_that_claims(self):
        # R4-10 (by the team): as the whole data, the marker's text itself, not a quoted string.
        obj = '{"uri":"memo://q","disposition":"never"}'
        self.assertEqual(observe("tool-result/stored", data(obj)), {"text": W})
        self.assertEqual(observe("script", data(obj)), {"view": W})

    def test_the_view_is_idempotent(self):
        doc = ('{"a":[{"uri":"memo://q","disposition":"never"},%s,{"type":"resource","uri":"memo://q"},'
               '{"type":"text","text":"t"}],"b":{"type":"resource"}}' % EMBEDDED_IMAGE)
        view = observe("script", data(doc))["view"]
        self.assertEqual(observe("script", data(json.dumps(view)))["view"], view)


class R3_4_ClaimsReadEveryMember(unittest.TestCase):

    def test_an_overwritten_disposition_claims(self):
        got = observe("push", content('[{"type":"resource_link","uri":"memo://q","disposition":"never","disposition":"x"},'
                                      '{"type":"resource","uri":"memo://q"}]'))
        self.assertEqual(got["blocks"][1], text("[Reference ref_1]"))

    def test_every_written_uri_is_claimed(self):
        claims, _ = host.collect_claims(host.es_parse('{"uri":"memo://a","uri":"memo://b","disposition":"never"}'))
        self.assertEqual(claims, {b"memo://a", b"memo://b"})

    def test_the_walk_enters_overwritten_values(self):
        got = observe("push", content('[{"type":"text","text":"t","_meta":{"uri":"memo://q","disposition":"never"},'
                                      '"_meta":null},{"type":"resource","uri":"memo://q"}]'))
        self.assertEqual(got, {"blocks": [text("t"), text("[Reference ref_1]")]})

    def test_an_overwritten_resource_object_claims(self):
        doc = ('[{"type":"resource","resource":{"uri":"memo://q","text":"a","disposition":"never"},'
               '"resource":{"uri":"memo://r","text":"b"}},{"type":"resource","uri":"memo://q"}]')
        claims, embedded = host.collect_claims(host.es_parse(doc))
        self.assertIn(b"memo://q", claims)
        self.assertIn(b"memo://r", embedded)
        self.assertEqual(observe("push", content(doc)), {"blocks": [text("b"), text("[Reference ref_1]")]})

    def test_an_overwritten_embedded_uri_keeps_the_stub(self):
        # SPEC 6 embedded same uri, read with T-1 (fail closed): an embedded
        # resource's uris are every uri its written resource objects were
        # given, so a reference to one shows its stub, with no claim at all.
        # SPEC 6 says the same-uri rule makes the embedded part of the claims
        # redundant "so the two rules never disagree", and those claims read
        # every written resource object. The Go reference shows the line
        # here (found by the differential run): a profile difference only,
        # since a stub is always conformant (SPEC 6: showing a uri is a MAY).
        for doc in ('[{"type":"resource","resource":{"uri":"memo://a","text":"x"},'
                    '"resource":{"uri":"memo://b","text":"y"}},{"type":"resource","uri":"memo://a"}]',
                    '[{"type":"resource","resource":{"uri":"memo://a","text":"x","uri":"memo://b"}},'
                    '{"type":"resource","uri":"MEMO://%61"}]'):
            _, embedded = host.collect_claims(host.es_parse(doc))
            self.assertIn(b"memo://a", embedded)
            for lane in ALL_LANES:
                self.assertNotIn("memo://a", answer_text(lane, content(doc)).lower(), lane)
            self.assertEqual(observe("push", content(doc))["blocks"][1], text("[Reference ref_1]"))

    def test_lanes_show_what_json_parse_gives(self):
        self.assertEqual(observe("tool-result/stored", data('{"a":1,"b":{"c":2},"a":{"d":3}}')),
                         {"text": '{"a":{"d":3},"b":{"c":2}}'})
        self.assertEqual(observe("push", content('[{"type":"text","text":"one","text":"two"}]')),
                         {"blocks": [text("two")]})

    def test_lone_surrogate_names_example(self):
        doc = data('{"lone\\ud8dd":{},"lone\\udef4":{},"lone\\ud8dd":[]}')
        self.assertEqual(observe("tool-result/stored", doc), {"text": '{"lone\ufffd":[]}'})
        self.assertEqual(observe("script", doc), {"view": {"lone\ufffd": []}})
        self.assertIn(b'lone\xef\xbf\xbd\\"', answer_text("tool-result/stored", doc).encode("utf-8"))

    def test_names_made_well_formed_are_compared(self):
        # a "type" spelled with a lone surrogate is no "type"; two such names are one member.
        got = observe("tool-result/stored", data('{"t\\ud800":1,"t\\udbff":2}'))
        self.assertEqual(got, {"text": '{"t\ufffd":2}'})


class SameUriKey(unittest.TestCase):
    """A test of the key two uris are the same by (host.same_uri_key)."""

    def key(self, uri):
        return host.same_uri_key(uri)


class R3_5_SameUri(SameUriKey):

    def test_decode_once_then_lower_case(self):
        self.assertEqual(self.key("memo://%4D"), self.key("memo://m"))
        self.assertEqual(self.key("MEMO://M"), self.key("memo://m"))
        self.assertNotEqual(self.key("memo://%2573"), self.key("memo://%73"))
        self.assertEqual(self.key("memo://%2573"), b"memo://%73")
        self.assertEqual(self.key("memo://%G1"), b"memo://%g1")
        self.assertEqual(self.key("memo://%"), b"memo://%")
        self.assertEqual(self.key("memo://%4"), b"memo://%4")
        self.assertEqual(self.key("memo://%c3%a9"), self.key("memo://\u00e9"))

    def test_on_a_lane(self):
        never = '{"type":"image","data":"QUJD","mimeType":"image/png","uri":"%s","disposition":"never"}'
        got = observe("push", content('[%s,{"type":"resource","uri":"memo://%%4D"}]' % (never % "MEMO://M")))
        self.assertEqual(got["blocks"][1], text("[Reference ref_1]"))
        got = observe("push", content('[%s,{"type":"resource","uri":"memo://%%2573"}]' % (never % "memo://%73")))
        self.assertEqual(got["blocks"][1], text("[Reference: memo://%2573]"))


class R3_6_Unicode15OnTheLanes(unittest.TestCase):

    def test_placeholder_final_sigma(self):
        res = '{"type":"resource","resource":{"uri":"memo://i","mimeType":"%s","blob":"QUJD"}}'
        self.assertEqual(observe("tool-result/stored", data(res % "IMAGE/A\\u03a3\\ud807\\udf00B")),
                         {"text": "[image: image/a\u03c3\U00011F00b, 3B]"})
        self.assertEqual(observe("tool-result/stored", data(res % "IMAGE/A\\u03a3 ")),
                         {"text": "[image: image/a\u03c2, 3B]"})
        self.assertEqual(observe("tool-result/stored", data(res % "IMAGE/\\u0130")),
                         {"text": "[image: image/i\u0307, 3B]"})

    def test_trim_uses_15_0_whitespace(self):
        res = '{"type":"resource","resource":{"uri":"memo://i","mimeType":"image/png%s","blob":"QUJD"}}'
        self.assertEqual(observe("tool-result/stored", data(res % "\\ufeff\\u3000")), {"text": "[image: image/png, 3B]"})
        self.assertEqual(observe("tool-result/stored", data(res % "\\u0085")), {"text": "[image: image/png, 3B]"})
        self.assertEqual(observe("push", content('[{"type":"text","text":"\\ufeff\\u2028"}]')), {"refused": "empty"})
        self.assertEqual(observe("push", content('[{"type":"text","text":"\\u0085"}]')),
                         {"blocks": [text("\u0085")]})


class R3_7_Numbers(unittest.TestCase):

    def test_size_bytes(self):
        ref = '[{"type":"resource","uri":"https://h/x","sizeBytes":%s}]'
        for size, want in (("1.0000000000000001", "[Reference ref_1: 1B claimed]"), ("1e400", "[Reference ref_1]"),
                           ("3.0", "[Reference ref_1: 3B claimed]"), ("9007199254740992", "[Reference ref_1]"),
                           ("9007199254740991", "[Reference ref_1: ~8388608.0GB claimed]"),
                           ("-1", "[Reference ref_1]"), ("3.5", "[Reference ref_1]"), ('"12"', "[Reference ref_1]"),
                           ("2048", "[Reference ref_1: ~2KB claimed]")):
            self.assertEqual(observe("push", content(ref % size)), {"blocks": [text(want)]}, size)

    def test_json_text(self):
        self.assertEqual(observe("tool-result/stored", data('{"n":1e400,"m":-0,"k":1.0,"e":1e21,"f":1e-7,"g":-1e400}')),
                         {"text": '{"n":null,"m":0,"k":1,"e":1e+21,"f":1e-7,"g":null}'})
        self.assertEqual(observe("script", data('[1e400,-0,1.0000000000000001]')), {"view": [None, 0, 1]})


class R3_8_InlineMediaTypeMustBeItsKind(unittest.TestCase):

    PDF = '[{"type":"image","data":"QUJD","mimeType":"application/pdf"}]'
    PDF_MARKER = "[Resource not shown: this host can't display its data (application/pdf, 3B).]"

    def test_push_example(self):
        self.assertEqual(observe("push", content(self.PDF)), {"blocks": [text(self.PDF_MARKER)]})

    def test_every_lane_that_shows_it_to_the_model(self):
        for lane in ("channel", "injection/user", "injection/system", "tool-result/live"):
            self.assertEqual(observe(lane, content(self.PDF)), {"blocks": [text(self.PDF_MARKER)]}, lane)
        self.assertEqual(observe("tool-result/stored", content(self.PDF)), {"text": self.PDF_MARKER})
        self.assertEqual(observe("render", content(self.PDF)), {"render": "refused"})
        self.assertEqual(observe("tool-result/stored", data('{"x":%s}' % self.PDF[1:-1])),
                         {"text": '{"x":"%s"}' % self.PDF_MARKER})

    def test_the_other_kind(self):
        got = observe("push", content('[{"type":"audio","data":"QUJD","mimeType":"image/png"},'
                                      '{"type":"image","data":"QUJD","mimeType":"audio/wav"}]'))
        self.assertEqual(got, {"blocks": [
            text("[Resource not shown: this host can't display its data (image/png, 3B).]"),
            text("[Resource not shown: this host can't display its data (audio/wav, 3B).]")]})

    def test_its_own_kind_shows(self):
        got = observe("push", content('[{"type":"image","data":"QUJD","mimeType":"Image/PNG; x=y"},'
                                      '{"type":"audio","data":"QUJD","mimeType":"AUDIO/wav"}]'))
        self.assertEqual(got, {"blocks": [{"type": "image", "data": "QUJD", "mimeType": "Image/PNG; x=y"},
                                          {"type": "audio", "data": "QUJD", "mimeType": "AUDIO/wav"}]})
        for mime in ("image", "image/", "image//png", "\\u0131mage/png"):
            got = observe("push", content('[{"type":"image","data":"QUJD","mimeType":"%s"}]' % mime))
            self.assertTrue(got["blocks"][0]["text"].startswith("[Resource not shown: this host can't display"), mime)

    def test_no_media_type_stands(self):
        for mime in ("", ',"mimeType":""', ',"mimeType":5', ',"mimeType":null'):
            got = observe("push", content('[{"type":"image","data":"QUJD"%s}]' % mime))
            self.assertEqual(got, {"blocks": [text(host.NO_MEDIA_TYPE)]}, mime)

    def test_script_keeps_it_as_it_came(self):
        # T-3
        self.assertEqual(observe("script", content(self.PDF)),
                         {"view": [{"type": "image", "data": "QUJD", "mimeType": "application/pdf"}]})


class R3_9_PlaceholderTypeIsALabel(unittest.TestCase):

    def stored(self, mime):
        return observe("tool-result/stored", data(
            '{"type":"resource","resource":{"uri":"memo://i","mimeType":"%s","blob":"QUJD"}}' % mime))["text"]

    def test_example(self):
        self.assertEqual(self.stored("image/p\\u0001ng\\u202E"), "[image: image/png, 3B]")

    def test_inline_image_in_a_stored_copy(self):
        got = observe("tool-result/stored", content('[{"type":"image","data":"QUJD","mimeType":"image/P\\u0085NG\\u2066 "}]'))
        self.assertEqual(got, {"text": "[image: image/png, 3B]"})
        # a leading space fails the image test itself (R3-8): the type is shown as sent
        got = observe("tool-result/stored", content('[{"type":"image","data":"QUJD","mimeType":" image/png"}]'))
        self.assertEqual(got, {"text": "[Resource not shown: this host can't display its data ( image/png, 3B).]"})

    def test_bound(self):
        self.assertEqual(self.stored("image/" + "X" * 200), "[image: image/" + "x" * 113 + "\u2026, 3B]")
        self.assertEqual(self.stored("image/" + "x" * 114), "[image: image/" + "x" * 114 + ", 3B]")
        # the bound counts UTF-16 units, and a pair it cuts becomes U+FFFD
        self.assertEqual(self.stored("image/" + "x" * 112 + "\\ud83d\\ude00y"),
                         "[image: image/" + "x" * 112 + "\ufffd\u2026, 3B]")
        self.assertEqual(self.stored("image/" + "x" * 112 + "\\ud83d\\ude00"),
                         "[image: image/" + "x" * 112 + "\U0001F600, 3B]")

    def test_order_trim_then_lower_then_label(self):
        # İ lower-cases to two units before the bound counts them.
        self.assertEqual(self.stored("image/" + "\\u0130" * 60), "[image: image/" + "i\u0307" * 56 + "i\u2026, 3B]")
        # a control is not whitespace: trim leaves the space before it
        self.assertEqual(self.stored("image/png \\u0001"), "[image: image/png , 3B]")
        # the removed control still stood between sigma and B when lower-casing ran
        self.assertEqual(self.stored("IMAGE/A\\u03a3\\u0001B"), "[image: image/a\u03c2b, 3B]")


class R3_12_WhatCountsAsABlockAtDepth(unittest.TestCase):

    def test_unrecognised_objects_stay_data(self):
        doc = '{"a":{"type":"image"},"b":{"type":"x","v":1},"c":{"type":"image","data":5},"d":{"type":"text","text":5}}'
        self.assertEqual(observe("tool-result/stored", data(doc)), {"text": doc})
        self.assertEqual(observe("script", data(doc)), {"view": json.loads(doc)})
        self.assertEqual(observe("tool-result/stored", data('[[{"type":"image"}]]')), {"text": '[[{"type":"image"}]]'})

    def test_recognised_blocks_at_depth(self):
        doc = ('{"i":%s,"e":%s,"r":{"type":"resource","uri":"memo:r"},"n":{"type":"resource"},'
               '"a":{"type":"audio","data":"","mimeType":"audio/wav"}}' % (IMAGE_BLOCK, EMBEDDED_IMAGE))
        self.assertEqual(observe("tool-result/stored", data(doc)), {"text": (
            '{"i":"[image: image/png, 3B]","e":"[image: image/png, 3B]","r":"[Reference: memo:r]",'
            '"n":"%s","a":"[Audio not shown: this host\'s tool results carry only text and images (audio/wav, 0B).]"}'
            % NO_LINK)})

    def test_unknown_block_marker_in_a_content_array_only(self):
        self.assertEqual(observe("tool-result/stored", data('[{"type":"image"}]')),
                         {"text": "[Block not shown: this host can't display it (image).]"})


class R3_13_NonStringText(unittest.TestCase):

    def test_nothing_to_see(self):
        for blocks in ('[{"type":"text","text":5}]', '[{"type":"text"},{"type":"text","text":" "}]'):
            self.assertEqual(observe("push", content(blocks)), {"refused": "empty"})
            self.assertEqual(observe("channel", content(blocks)), {"refused": "empty"})
            self.assertEqual(observe("render", content(blocks)), {"render": "nothing"})

    def test_marker_where_not_visibly_empty(self):
        marker = text(host.TEXT_NOT_SHOWN)
        blocks = '[{"type":"text","text":null},{"type":"text","text":"x"}]'
        self.assertEqual(observe("push", content(blocks)), {"blocks": [marker, text("x")]})
        self.assertEqual(observe("render", content(blocks)), {"render": "refused"})

    def test_lanes_that_never_refuse_show_the_marker(self):
        # T-4
        marker = text(host.TEXT_NOT_SHOWN)
        blocks = '[{"type":"text","text":5}]'
        for lane in ("injection/user", "injection/system", "tool-result/live"):
            self.assertEqual(observe(lane, content(blocks)), {"blocks": [marker]}, lane)
        self.assertEqual(observe("tool-result/stored", content(blocks)), {"text": host.TEXT_NOT_SHOWN})
        # SPEC 7 (revision 3): a script still gets the block as it came.
        self.assertEqual(observe("script", content(blocks)), {"view": [{"type": "text", "text": 5}]})


class R3_14_ArraysThatAreNotContent(unittest.TestCase):

    def test_data(self):
        doc = '[5,{"type":"text","text":"t"}]'
        self.assertEqual(observe("tool-result/stored", data(doc)), {"text": doc})
        self.assertEqual(observe("tool-result/live", data(doc)), {"blocks": [text(doc)]})
        self.assertEqual(observe("script", data(doc)), {"view": [5, text("t")]})
        self.assertEqual(observe("tool-result/stored", data('[{"type":"text","text":"t"},{"type":5}]')),
                         {"text": '[{"type":"text","text":"t"},{"type":5}]'})

    def test_empty_content_array(self):
        self.assertEqual(observe("tool-result/stored", data("[]")), {"text": ""})
        self.assertEqual(observe("tool-result/live", data("[]")), {"blocks": []})
        self.assertEqual(observe("push", content("[]")), {"refused": "empty"})
        self.assertEqual(observe("render", content("[]")), {"render": "nothing"})

    def test_content_must_be_an_array(self):
        # R4-8: any element is taken (R4_8 below); content that is no array is still an error.
        for lane in ALL_LANES:
            answer = host.es_parse(answer_text(lane, content('{"type":"text","text":"t"}')))
            self.assertEqual(answer["error"], "content is not an array", lane)


class R3_16_Depth(unittest.TestCase):
    """10,000 and 20,000 levels on every lane, under a recursion limit a few
    dozen frames above the test: nothing may recurse on the input's depth.
    With TEST_HOST_QUICK set (go test ./..., unicodegen's
    TestPythonUnitTests without -tags long), 10,000 levels only, here and
    in ParserTest's and WriterTest's test_depth_20000: host.py
    has no branch on depth, so the shallow stack shows a recursion at
    either, and the cases below answer 20,000 levels all the same."""

    DEPTHS = (10000,) if os.environ.get("TEST_HOST_QUICK") else (10000, 20000)

    def deep(self, inner, depth, kind):
        if kind == "array":
            return "[" * depth + inner + "]" * depth, "[" * depth, "]" * depth
        return '{"a":' * depth + inner + "}" * depth, '{"a":' * depth, "}" * depth

    def test_data_lanes(self):
        for depth in self.DEPTHS:
            for kind in ("array", "object"):
                doc, open_, close = self.deep(EMBEDDED_IMAGE, depth, kind)
                stored = open_ + '"[image: image/png, 3B]"' + close
                view = open_ + '{"type":"image","data":"QUJD","mimeType":"image/png"}' + close
                with shallow_stack():
                    self.assertEqual(answer_text("tool-result/stored", data(doc)),
                                     '{"seq":1,"observation":{"text":%s}}' % host.es_string(stored))
                    self.assertEqual(answer_text("tool-result/live", data(doc)),
                                     '{"seq":1,"observation":{"blocks":[{"type":"text","text":%s}]}}'
                                     % host.es_string(stored))
                    self.assertEqual(answer_text("script", data(doc)), '{"seq":1,"observation":{"view":%s}}' % view)
                    self.assertEqual(answer_text("guard", data(doc)), '{"seq":1,"observation":{"kept":%s}}' % view)

    def test_claims_and_references_at_depth(self):
        for depth in self.DEPTHS:
            doc, open_, close = self.deep('{"uri":"memo://q","disposition":"never"}', depth, "array")
            both = '[%s,{"type":"resource","uri":"memo://q"}]' % doc
            with shallow_stack():
                self.assertEqual(observe("tool-result/stored", data(both))["text"],
                                 "[" + open_ + '"%s"' % W + close + ',"[Reference ref_1]"]')
                view = host.es_parse(answer_text("script", data(both)))["observation"]["view"]
                self.assertEqual(view[1], text("[Reference ref_1]"))
                self.assertEqual(host.write_json(view[0]), open_ + '"%s"' % W + close)

    def test_content_lanes_with_a_deep_member(self):
        for depth in self.DEPTHS:
            claim, _, _ = self.deep('{"uri":"memo://q","disposition":"never"}', depth, "object")
            plain_meta, _, _ = self.deep('{"uri":"memo://q"}', depth, "array")
            with shallow_stack():
                for meta, ref in ((claim, "[Reference ref_1]"), (plain_meta, "[Reference: memo://q]")):
                    blocks = '[{"type":"text","text":"hi","_meta":%s},{"type":"resource","uri":"memo://q"}]' % meta
                    for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
                        self.assertEqual(observe(lane, content(blocks)), {"blocks": [text("hi"), text(ref)]}, lane)
                    self.assertEqual(observe("tool-result/stored", content(blocks)), {"text": "hi\n" + ref})
                    self.assertEqual(observe("render", content(blocks)), {"render": "refused"})
                    only_text = '[{"type":"text","text":"hi","_meta":%s}]' % meta
                    self.assertEqual(observe("render", content(only_text)), {"render": "shown", "blocks": [text("hi")]})
                    view = answer_text("script", content(only_text))
                    self.assertTrue(view.startswith('{"seq":1,"observation":{"view":[{"type":"text","text":"hi","_meta":'))

    def test_the_program_answers_20000_levels(self):
        doc, _, _ = self.deep(EMBEDDED_IMAGE, 20000, "array")
        lines = ['{"op":"hello","protocol":1}'] + [request(lane, data(doc), seq) for seq, lane in
                                                   enumerate(("script", "tool-result/stored", "tool-result/live",
                                                              "guard"), 1)]
        lines += [request(lane, content('[{"type":"text","text":"t","m":%s}]' % doc), seq)
                  for seq, lane in enumerate(CONTENT_LANES, 5)]
        out = run_host("\n".join(lines + ['{"op":"bye"}']) + "\n")
        self.assertEqual(out.returncode, 0, out.stderr)
        answers = [host.es_parse(line) for line in out.stdout.decode("utf-8").splitlines()]
        self.assertEqual(len(answers), 10)
        for seq, answer in enumerate(answers[1:], 1):
            self.assertEqual(answer.get("seq"), seq)
            self.assertIn("observation", answer)
        self.assertNotIn(b"Recursion", out.stderr)


# ---------------------------------------------------------------------------
# The decisions of revision 4 (shared/SPEC-rev4.md, as the team reads them)
# ---------------------------------------------------------------------------

def emb(uri, body='"text":"hello"'):
    """An embedded resource of that uri (SPEC 2 rule 2), text "hello" by default."""
    return '{"type":"resource","resource":{"uri":"%s",%s}}' % (uri, body)


def unknown(label_text):
    """The unknown-block marker (README unknown block, R4-8) as a text block."""
    return text("[Block not shown: this host can't display it (%s).]" % label_text)


def every_lane(input_text):
    """The observation of input_text on every lane that takes it, by lane id."""
    lanes = ALL_LANES if input_text.startswith('{"content"') else DATA_LANES
    return {lane: observe(lane, input_text) for lane in lanes}


DATA_LANES = ["tool-result/live", "tool-result/stored", "script", "guard"]


class R4_1_NoObjectCarriesAHiddenUri(unittest.TestCase):
    """R4-1: an object no other rule replaces, with a written uri member that
    is the same uri as one the lane hides (H), is the withheld marker's text
    wherever SPEC shows objects: the data's JSON text and the script view (a
    text block where it is a block of a content array, a string elsewhere)."""

    def test_the_data_example(self):
        doc = ('{"a":{"type":"resource","uri":"memo://p1/S","disposition":"never"},'
               '"b":{"href":"x","uri":"memo://p1/S"}}')
        stored = '{"a":"[Reference ref_1]","b":"%s"}' % W
        view = {"a": text("[Reference ref_1]"), "b": W}
        self.assertEqual(every_lane(data(doc)), {
            "tool-result/live": {"blocks": [text(stored)]}, "tool-result/stored": {"text": stored},
            "script": {"view": view}, "guard": {"kept": view}})

    def test_a_resource_link_beside_an_embedded_resource(self):
        blocks = '[%s,{"type":"resource_link","uri":"memo://p1/S","name":"s"}]' % emb("memo://p1/S")
        link = unknown("resource_link")
        self.assertEqual(every_lane(content(blocks)), {
            "tool-result/live": {"blocks": [text("hello"), link]},
            "tool-result/stored": {"text": "hello\n" + link["text"]},
            "script": {"view": [text("hello"), text(W)]},
            "push": {"blocks": [text("hello"), link]}, "channel": {"blocks": [text("hello"), link]},
            "injection/user": {"blocks": [text("hello"), link]},
            "injection/system": {"blocks": [text("hello"), link]},
            "render": {"render": "refused"},
            "guard": {"kept": [text("hello"), text(W)]}})

    def test_content_lanes_show_a_text_block_s_text(self):
        # Project (R4-1): content lanes and a content array's copies show no object's members.
        blocks = '[{"type":"text","text":"t","uri":"memo://S"},%s]' % emb("memo://S")
        for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
            self.assertEqual(observe(lane, content(blocks)), {"blocks": [text("t"), text("hello")]}, lane)
        self.assertEqual(observe("tool-result/stored", content(blocks)), {"text": "t\nhello"})
        self.assertEqual(observe("render", content(blocks)), {"render": "shown", "blocks": [text("t"), text("hello")]})
        self.assertEqual(observe("script", content(blocks)), {"view": [text(W), text("hello")]})

    def test_a_claimed_uri_is_hidden_too(self):
        doc = '{"a":{"uri":"memo://q","disposition":"never"},"b":{"href":"x","uri":"MEMO://q"}}'
        self.assertEqual(observe("tool-result/stored", data(doc)), {"text": '{"a":"%s","b":"%s"}' % (W, W)})
        self.assertEqual(observe("script", data(doc)), {"view": {"a": W, "b": W}})

    def test_same_uri_and_every_written_uri(self):
        # R4-3 same uri; any written uri member, an overwritten one included.
        for obj in ('{"uri":"MEMO://p1/%53"}', '{"uri":"memo://p1/S","uri":"memo://other"}',
                    '{"uri":"memo://p1/S","uri":5}', '{"type":"whatever","uri":"memo://p1/S"}'):
            doc = '{"e":%s,"o":%s}' % (emb("memo://p1/S"), obj)
            self.assertEqual(observe("tool-result/stored", data(doc)), {"text": '{"e":"hello","o":"%s"}' % W}, obj)
            self.assertEqual(observe("script", data(doc)), {"view": {"e": text("hello"), "o": W}}, obj)

    def test_what_is_not_replaced(self):
        # "" is in no H; another uri, a non-string uri, a url member and a string stay as they came (R4-2).
        for obj in ('{"uri":""}', '{"uri":"memo://p1/T"}', '{"uri":["memo://p1/S"]}', '{"url":"memo://p1/S"}',
                    '"memo://p1/S"'):
            doc = '{"e":%s,"o":%s}' % (emb("memo://p1/S"), obj)
            self.assertEqual(observe("tool-result/stored", data(doc)), {"text": '{"e":"hello","o":%s}' % obj}, obj)
            self.assertEqual(observe("script", data(doc)), {"view": {"e": text("hello"), "o": json.loads(obj)}}, obj)
        doc = '[%s,{"type":"resource_link","uri":""}]' % emb("")
        self.assertEqual(observe("script", data(doc)), {"view": [text("hello"), {"type": "resource_link", "uri": ""}]})

    def test_a_text_block_only_in_a_content_array(self):
        doc = ('{"e":%s,"blocks":[{"type":"text","text":"t","uri":"memo://S"},{"type":"text","text":"u"}],'
               '"mixed":[{"type":"text","text":"t","uri":"memo://S"},5],"deep":[[{"type":"x","uri":"memo://S"}]],'
               '"obj":{"k":{"type":"text","text":"t","uri":"memo://S"}}}' % emb("memo://S"))
        self.assertEqual(observe("script", data(doc)), {"view": {
            "e": text("hello"), "blocks": [text(W), text("u")], "mixed": [W, 5], "deep": [[text(W)]],
            "obj": {"k": W}}})
        self.assertEqual(observe("tool-result/stored", data(doc)), {"text": (
            '{"e":"hello","blocks":["%s","u"],"mixed":["%s",5],"deep":[["%s"]],"obj":{"k":"%s"}}'
            % (W, W, W, W)).replace('"u"', '{"type":"text","text":"u"}')})

    def test_the_walk_does_not_enter_a_replaced_object(self):
        doc = ('{"e":%s,"x":{"uri":"memo://S","r":{"type":"resource","uri":"http://a"}},'
               '"y":{"type":"resource","uri":"http://b"}}' % emb("memo://S"))
        self.assertEqual(observe("tool-result/stored", data(doc)),
                         {"text": '{"e":"hello","x":"%s","y":"[Reference ref_1]"}' % W})
        self.assertEqual(observe("script", data(doc)),
                         {"view": {"e": text("hello"), "x": W, "y": text("[Reference ref_1]")}})

    def test_the_hidden_uri_is_shown_nowhere(self):
        doc = '{"a":{"type":"resource","uri":"memo://p1/S","disposition":"never"},"b":{"uri":"memo://p1/S"}}'
        for lane in DATA_LANES:
            self.assertNotIn("p1/S", answer_text(lane, data(doc)), lane)
        blocks = '[%s,{"type":"resource_link","uri":"memo://p1/S"}]' % emb("memo://p1/S")
        for lane in ALL_LANES:
            self.assertNotIn("p1/S", answer_text(lane, content(blocks)), lane)

    def test_the_view_is_idempotent(self):
        doc = '{"e":%s,"l":[{"type":"resource_link","uri":"memo://S"}],"o":{"uri":"memo://S"}}' % emb("memo://S")
        view = observe("script", data(doc))["view"]
        self.assertEqual(view, {"e": text("hello"), "l": [text(W)], "o": W})
        self.assertEqual(observe("script", data(json.dumps(view)))["view"], view)

    def test_depth_10000(self):
        for depth in (10000, 20000):
            deep = "[" * depth + '{"type":"resource_link","uri":"memo://S"}' + "]" * depth
            doc = "[%s,%s]" % (emb("memo://S"), deep)
            with shallow_stack():
                self.assertEqual(observe("tool-result/stored", data(doc))["text"],
                                 '["hello",' + "[" * depth + '"%s"' % W + "]" * depth + "]")
                view = host.es_parse(answer_text("script", data(doc)))["observation"]["view"]
                self.assertEqual(host.write_json(view[1]), "[" * depth + host.write_json(text(W)) + "]" * depth)


class R4_3_SameUriOverWtf8Octets(SameUriKey):

    def test_octets(self):
        self.assertEqual(self.key("memo://caf%C3%A9"), self.key("memo://caf\u00e9"))
        self.assertNotEqual(self.key("memo://caf%E9"), self.key("memo://caf\u00e9"))
        self.assertEqual(self.key("memo://%F0%9F%98%80"), self.key("memo://\U0001F600"))

    def test_lone_surrogates_are_their_wtf8_bytes(self):
        # The parser keeps a lone surrogate escape as a lone surrogate; the key reads its 3 WTF-8 bytes.
        lone = host.es_parse('"memo://\\ud800"')
        self.assertEqual(lone, "memo://\ud800")
        self.assertEqual(self.key(lone), b"memo://\xed\xa0\x80")
        self.assertEqual(self.key(lone), self.key("memo://%ED%A0%80"))
        self.assertNotEqual(self.key(lone), self.key("memo://\ud801"))
        self.assertNotEqual(self.key(lone), self.key("memo://\ufffd"))
        self.assertEqual(self.key(host.es_parse('"\\ud83d\\ude00"')), self.key("%F0%9F%98%80"))

    def never(self, uri, ref):
        return ('[{"type":"image","data":"QUJD","mimeType":"image/png","uri":"%s","disposition":"never"},'
                '{"type":"resource","uri":"%s"}]' % (uri, ref))

    def test_on_the_lanes(self):
        cases = [("memo://caf%C3%A9", "memo://caf\\u00e9", "[Reference ref_1]"),
                 ("memo://caf%E9", "memo://caf\\u00e9", "[Reference: memo://caf\u00e9]"),
                 ("memo://\\ud800", "memo://%ED%A0%80", "[Reference ref_1]"),
                 ("memo://\\ud800", "memo://\\ufffd", "[Reference: memo://\ufffd]"),
                 # Project (R4-3): a uri holding a lone surrogate refuses the line.
                 ("memo://\\ud800", "memo://\\ud801", "[Reference ref_1]")]
        for uri, ref, want in cases:
            doc = self.never(uri, ref)
            for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
                self.assertEqual(observe(lane, content(doc)), {"blocks": [text(W), text(want)]}, (uri, ref, lane))
            self.assertEqual(observe("tool-result/stored", content(doc)), {"text": W + "\n" + want}, (uri, ref))
            self.assertEqual(observe("script", content(doc)), {"view": [text(W), text(want)]}, (uri, ref))
            self.assertEqual(observe("render", content(doc)), {"render": "refused"}, (uri, ref))

    def test_lone_surrogate_refuses_the_line(self):
        doc = '[{"type":"resource","uri":"memo://notes/a\\ud800b"}]'
        self.assertEqual(observe("push", content(doc)), {"blocks": [text("[Reference ref_1]")]})
        doc = '[{"type":"resource","uri":"memo://notes/a\\ufffdb"}]'
        self.assertEqual(observe("push", content(doc)), {"blocks": [text("[Reference: memo://notes/a\ufffdb]")]})

    def test_r4_1_reads_the_same_uri(self):
        doc = '{"e":%s,"o":{"uri":"memo://caf\\u00e9"},"p":{"uri":"memo://caf%%E9"}}' % emb("memo://caf%C3%A9")
        self.assertEqual(observe("script", data(doc)),
                         {"view": {"e": text("hello"), "o": W, "p": {"uri": "memo://caf%E9"}}})
        doc = '{"e":%s,"o":{"uri":"memo://%%ED%%A0%%80"},"p":{"uri":"memo://\\ufffd"}}' % emb("memo://\\ud800")
        self.assertEqual(observe("tool-result/stored", data(doc)),
                         {"text": '{"e":"hello","o":"%s","p":{"uri":"memo://\ufffd"}}' % W})


class R4_4_InlineMediaTypeTestFirst(unittest.TestCase):

    def lanes(self, block, marker):
        """Every lane of the content [block], where it shows marker (T-3: the script keeps it)."""
        return {"tool-result/live": {"blocks": [text(marker)]}, "tool-result/stored": {"text": marker},
                "script": {"view": [json.loads(block)]}, "push": {"blocks": [text(marker)]},
                "channel": {"blocks": [text(marker)]}, "injection/user": {"blocks": [text(marker)]},
                "injection/system": {"blocks": [text(marker)]}, "render": {"render": "refused"},
                "guard": {"kept": [json.loads(block)]}}

    def test_audio_of_an_image_type_with_no_data(self):
        block = '{"type":"audio","data":"","mimeType":"image/png"}'
        self.assertEqual(every_lane(content("[%s]" % block)),
                         self.lanes(block, "[Resource not shown: this host can't display its data (image/png, 0B).]"))

    def test_image_of_another_type_with_no_data(self):
        block = '{"type":"image","data":"","mimeType":"application/pdf"}'
        self.assertEqual(every_lane(content("[%s]" % block)),
                         self.lanes(block, "[Resource not shown: this host can't display its data (application/pdf, 0B).]"))

    def test_no_media_type_with_no_data(self):
        for mime in ("", ',"mimeType":""', ',"mimeType":null'):
            block = '{"type":"image","data":""%s}' % mime
            self.assertEqual(every_lane(content("[%s]" % block)), self.lanes(block, host.NO_MEDIA_TYPE), mime)

    def test_its_own_kind_then_the_no_data_rows(self):
        got = observe("push", content('[{"type":"image","data":"","mimeType":"image/png"},'
                                      '{"type":"audio","data":"","mimeType":"audio/wav"}]'))
        self.assertEqual(got, {"blocks": [text(host.IMAGE_NO_DATA), text(host.AUDIO_NO_DATA)]})

    def test_at_depth(self):
        self.assertEqual(observe("tool-result/stored", data('{"x":{"type":"audio","data":"","mimeType":"image/png"}}')),
                         {"text": '{"x":"[Resource not shown: this host can\'t display its data (image/png, 0B).]"}'})


class R4_6_OverwrittenResourceObjects(unittest.TestCase):

    OVERWRITTEN = ('{"type":"resource","resource":{"uri":"memo://q","text":"a","disposition":"never"},'
                   '"resource":{"uri":"memo://r","text":"b"}}')

    def test_an_overwritten_resource_only_claims(self):
        blocks = '[%s,{"type":"resource","uri":"memo://q"},{"type":"resource","uri":"memo://r"}]' % self.OVERWRITTEN
        shown = [text("b"), text("[Reference ref_1]"), text("[Reference ref_2]")]
        got = every_lane(content(blocks))
        for lane in ("tool-result/live", "push", "channel", "injection/user", "injection/system"):
            self.assertEqual(got[lane], {"blocks": shown}, lane)
        self.assertEqual(got["tool-result/stored"], {"text": "b\n[Reference ref_1]\n[Reference ref_2]"})
        self.assertEqual(got["script"], {"view": shown})
        self.assertEqual(got["guard"], {"kept": shown})
        self.assertEqual(got["render"], {"render": "refused"})

    def test_as_the_whole_data(self):
        self.assertEqual(every_lane(data(self.OVERWRITTEN)), {
            "tool-result/live": {"blocks": [text("b")]}, "tool-result/stored": {"text": "b"},
            "script": {"view": text("b")}, "guard": {"kept": None}})

    def test_a_disposition_on_an_overwritten_one_does_not_withhold(self):
        for value in ('"ref"', "null", '"never"'):
            doc = ('[{"type":"resource","resource":{"uri":"memo://q","text":"a","disposition":%s},'
                   '"resource":{"uri":"memo://r","text":"b"}}]' % value)
            self.assertEqual(observe("push", content(doc)), {"blocks": [text("b")]}, value)

    def test_its_uri_is_hidden_from_objects(self):
        doc = '{"e":%s,"o":{"uri":"memo://q"},"p":{"uri":"memo://r"}}' % self.OVERWRITTEN
        self.assertEqual(observe("script", data(doc)), {"view": {"e": text("b"), "o": W, "p": W}})

    def test_a_top_level_uri_written_twice(self):
        # Embedded (decided on the last value ""); a never on the block or on R claims memo://x and R.uri.
        for never_block, never_r in (('"disposition":"never",', ""), ("", ',"disposition":"never"')):
            block = ('{"type":"resource","uri":"memo://x","uri":"",%s"resource":{"uri":"memo://y","text":"t"%s}}'
                     % (never_block, never_r))
            blocks = '[%s,{"type":"resource","uri":"memo://x"},{"type":"resource","uri":"memo://y"}]' % block
            shown = [text(W), text("[Reference ref_1]"), text("[Reference ref_2]")]
            for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
                self.assertEqual(observe(lane, content(blocks)), {"blocks": shown}, (block, lane))
            self.assertEqual(observe("script", content(blocks)), {"view": shown}, block)
            self.assertEqual(observe("tool-result/stored", content(blocks)),
                             {"text": "\n".join(b["text"] for b in shown)}, block)
            self.assertEqual(observe("guard", data(block)), {"kept": None}, block)
            self.assertEqual(observe("tool-result/stored", data(block)), {"text": W}, block)


class R4_7_EveryWrittenUriCounts(unittest.TestCase):

    def test_an_empty_null_or_number_uri_alone_makes_no_claim(self):
        for uri in ('""', "null", "42"):
            block = '{"type":"image","data":"QUJD","mimeType":"image/png","uri":%s}' % uri
            image = {"type": "image", "data": "QUJD", "mimeType": "image/png"}
            got = every_lane(content("[%s]" % block))
            self.assertEqual(got, {
                "tool-result/live": {"blocks": [image]}, "tool-result/stored": {"text": "[image: image/png, 3B]"},
                "script": {"view": [json.loads(block)]}, "push": {"blocks": [image]},
                "channel": {"blocks": [image]}, "injection/user": {"blocks": [image]},
                "injection/system": {"blocks": [text(host.SYSTEM_IMAGE)]},
                "render": {"render": "shown", "blocks": [image]}, "guard": {"kept": [json.loads(block)]}}, uri)
            self.assertEqual(observe("tool-result/stored", data('{"x":%s}' % block)),
                             {"text": '{"x":"[image: image/png, 3B]"}'}, uri)

    def test_any_written_non_empty_uri_claims(self):
        for uris in ('"uri":"memo://a","uri":42', '"uri":"memo://a","uri":""', '"uri":"","uri":"memo://a"'):
            block = '{"type":"audio","data":"","mimeType":"audio/wav",%s}' % uris
            got = every_lane(content("[%s]" % block))
            self.assertEqual(got, {
                "tool-result/live": {"blocks": [text(W)]}, "tool-result/stored": {"text": W},
                "script": {"view": [text(W)]}, "push": {"blocks": [text(W)]}, "channel": {"blocks": [text(W)]},
                "injection/user": {"blocks": [text(W)]}, "injection/system": {"blocks": [text(W)]},
                "render": {"render": "refused"}, "guard": {"kept": [text(W)]}}, uris)

    def test_a_disposition_alone_still_claims(self):
        self.assertEqual(observe("push", content('[{"type":"image","data":"QUJD","mimeType":"image/png","uri":"",'
                                                 '"disposition":null}]')), {"blocks": [text(W)]})


class R4_8_AnyValueAsAContentElement(unittest.TestCase):

    ELEMENTS = '["s",1.5,true,null,[1],{"a":1},{"type":5},{"type":"x\\u0001\\u202ey"}]'
    MARKERS = [unknown(name) for name in ("string", "number", "boolean", "null", "array", "object", "object", "xy")]

    def test_content_lanes(self):
        got = every_lane(content(self.ELEMENTS))
        for lane in ("push", "channel", "injection/user", "injection/system"):
            self.assertEqual(got[lane], {"blocks": self.MARKERS}, lane)
        self.assertEqual(got["render"], {"render": "refused"})

    def test_tool_result_lanes_take_it_as_data(self):
        got = every_lane(content(self.ELEMENTS))
        written = '["s",1.5,true,null,[1],{"a":1},{"type":5},{"type":"x\\u0001\u202ey"}]'
        view = ["s", 1.5, True, None, [1], {"a": 1}, {"type": 5}, {"type": "x\u0001\u202ey"}]
        self.assertEqual(got["tool-result/stored"], {"text": written})
        self.assertEqual(got["tool-result/live"], {"blocks": [text(written)]})
        self.assertEqual(got["script"], {"view": view})
        self.assertEqual(got["guard"], {"kept": view})

    def test_never_its_value(self):
        got = answer_text("push", content('["memo://secret",{"uri":"memo://secret"}]'))
        self.assertNotIn("secret", got)

    def test_something_to_see(self):
        for element in ("null", '""', "[]", "{}"):
            self.assertEqual(observe("push", content('[%s,{"type":"text","text":" "}]' % element)),
                             {"blocks": [unknown(host.json_type_name(json.loads(element))), text(" ")]}, element)
            self.assertEqual(observe("render", content("[%s]" % element)), {"render": "refused"}, element)

    def test_the_type_is_a_label(self):
        # SPEC 3 label: controls and bidi marks removed, the 120-unit bound, well formed.
        got = observe("push", content('[{"type":"%s"},{"type":"t\\u200fy\\ud800"},{"type":"\\u0001"}]' % ("T" * 130)))
        self.assertEqual(got, {"blocks": [unknown("T" * 119 + "\u2026"), unknown("ty\ufffd"), unknown("")]})

    def test_claims_and_ids_reach_past_such_elements(self):
        for depth in (1, 10000):
            deep = "[" * depth + '{"uri":"memo://q","disposition":"never"}' + "]" * depth
            with shallow_stack():
                got = observe("push", content('[%s,{"type":"resource","uri":"memo://q"}]' % deep))
            self.assertEqual(got, {"blocks": [unknown("array"), text("[Reference ref_1]")]}, depth)


class R4_9_IdsCountLines(unittest.TestCase):

    def test_a_line_takes_its_number(self):
        refs = '[{"type":"resource","uri":"memo:a"},{"type":"resource","uri":"http://b"}]'
        want = [text("[Reference: memo:a]"), text("[Reference ref_2]")]
        for lane in ("push", "channel", "injection/user", "injection/system", "tool-result/live"):
            self.assertEqual(observe(lane, content(refs)), {"blocks": want}, lane)
        self.assertEqual(observe("tool-result/stored", content(refs)), {"text": "[Reference: memo:a]\n[Reference ref_2]"})
        self.assertEqual(observe("script", content(refs)), {"view": want})
        doc = '{"x":{"type":"resource","uri":"memo:a"},"y":[{"type":"resource","uri":"http://b"}]}'
        self.assertEqual(observe("tool-result/stored", data(doc)),
                         {"text": '{"x":"[Reference: memo:a]","y":["[Reference ref_2]"]}'})
        self.assertEqual(observe("guard", data(doc)),
                         {"kept": {"x": text("[Reference: memo:a]"), "y": [text("[Reference ref_2]")]}})


class R4_10_WholeDataIsItsText(unittest.TestCase):

    def whole(self, doc, stored, view):
        self.assertEqual(every_lane(data(doc)), {
            "tool-result/live": {"blocks": [text(stored)]}, "tool-result/stored": {"text": stored},
            "script": {"view": view}, "guard": {"kept": view}}, doc)

    def test_the_example(self):
        self.whole('{"type":"resource","uri":"memo://ok"}', "[Reference: memo://ok]", text("[Reference: memo://ok]"))

    def test_every_object_replaced_by_a_text(self):
        audio = '{"type":"audio","data":"QUJD","mimeType":"audio/wav"}'
        audio_marker = "[Audio not shown: this host's tool results carry only text and images (audio/wav, 3B).]"
        self.whole('{"type":"resource","uri":"http://ok","name":"n"}', "[Reference ref_1: n]", text("[Reference ref_1: n]"))
        self.whole('{"type":"resource"}', NO_LINK, text(NO_LINK))
        self.whole(IMAGE_BLOCK, "[image: image/png, 3B]", json.loads(IMAGE_BLOCK))  # text, never an image
        self.whole(audio, audio_marker, json.loads(audio))
        self.whole('{"type":"image","data":"","mimeType":"image/png"}', host.IMAGE_NO_DATA,
                   {"type": "image", "data": "", "mimeType": "image/png"})
        self.whole('{"type":"image","data":"QUJD","mimeType":"image/png","uri":"memo://q"}', W, text(W))
        self.whole('{"uri":"memo://q","disposition":"never"}', W, W)  # its own claim (by the team)
        self.whole('{"uri":"memo://q","m":[{"uri":"memo://q","disposition":"never"}]}', W, W)  # R4-1 (by the team)

    def test_made_well_formed(self):
        # Project (R4-3): a uri holding a lone surrogate refuses the line.
        self.whole('{"type":"resource","uri":"memo:a\\ud800"}', "[Reference ref_1]",
                   text("[Reference ref_1]"))
        pdf = ("[Resource not shown: this host can't display its data (application/x\ufffd, 3B).]")
        self.whole('{"type":"image","data":"QUJD","mimeType":"application/x\\ud800"}', pdf,
                   {"type": "image", "data": "QUJD", "mimeType": "application/x\ufffd"})  # T-3: as it came
        raw = answer_text("tool-result/stored", data('{"type":"image","data":"QUJD","mimeType":"application/x\\ud800"}'))
        self.assertEqual(raw, '{"seq":1,"observation":{"text":"%s"}}' % pdf)

    def test_other_whole_data_is_still_json_text(self):
        self.whole('{"type":"text","text":"t"}', '{"type":"text","text":"t"}', text("t"))
        self.whole('"[Reference: memo://ok]"', '"[Reference: memo://ok]"', "[Reference: memo://ok]")


class R4_11_KeptAsItCameStillHides(unittest.TestCase):

    def test_inside_a_kept_text_block(self):
        meta = ('{"r":{"type":"resource","uri":"memo:a"},"e":%s,"c":{"uri":"memo://q","disposition":"never"},'
                '"i":{"type":"image","data":"QUJD","mimeType":"image/png","disposition":"x"},"h":{"uri":"memo://x"},'
                '"l":[{"type":"resource_link","uri":"memo://x"}]}' % emb("memo://x", '"mimeType":"image/png","blob":"QUJD"'))
        blocks = '[{"type":"text","text":"t","_meta":%s}]' % meta
        image = {"type": "image", "data": "QUJD", "mimeType": "image/png"}
        view = [{"type": "text", "text": "t", "_meta": {"r": text("[Reference: memo:a]"), "e": image, "c": W,
                                                        "i": text(W), "h": W, "l": [text(W)]}}]
        self.assertEqual(observe("script", content(blocks)), {"view": view})
        self.assertEqual(observe("guard", content(blocks)), {"kept": view})
        self.assertEqual(observe("push", content(blocks)), {"blocks": [text("t")]})

    def test_inside_a_kept_inline_block_and_a_non_string_text(self):
        blocks = ('[{"type":"image","data":"QUJD","mimeType":"application/pdf","_meta":{"e":%s}},'
                  '{"type":"text","text":{"type":"resource","uri":"http://a"}}]' % emb("memo://x"))
        self.assertEqual(observe("script", content(blocks)), {"view": [
            {"type": "image", "data": "QUJD", "mimeType": "application/pdf", "_meta": {"e": text("hello")}},
            {"type": "text", "text": text("[Reference ref_1]")}]})


# ---------------------------------------------------------------------------
# Revision 2 behaviour the rewrite keeps
# ---------------------------------------------------------------------------

class Revision2Test(unittest.TestCase):

    def test_protocol_readme_exchange(self):
        self.assertEqual(observe("push", content('[{"type":"resource","resource":{"uri":"memo://n",'
                                                 '"mimeType":"text/markdown","text":"# notes"}}]')),
                         {"blocks": [text("# notes")]})
        self.assertEqual(observe("tool-result/stored", data('{"type":"resource","resource":{"uri":"file:///a.png",'
                                                            '"mimeType":"image/png","blob":"iVBORw0KGgo="}}')),
                         {"text": "[image: image/png, 8B]"})

    def test_markers_measured_by_the_seed(self):
        pdf = observe("push", content('[{"type":"resource","resource":{"uri":"memo://p","mimeType":"application/pdf",'
                                      '"blob":"%s"}}]' % ("A" * 4096)))["blocks"][0]["text"]
        self.assertEqual(pdf, "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]")
        self.assertEqual(len(pdf), 79)
        wav = observe("tool-result/live", content('[{"type":"resource","resource":{"uri":"memo://w",'
                                                  '"mimeType":"audio/wav","blob":"%s"}}]' % ("A" * 4096)))
        self.assertEqual(len(wav["blocks"][0]["text"]), 89)

    def test_label_joins_a_pair_split_by_a_control(self):
        got = observe("push", content('[{"type":"resource","resource":{"uri":"memo://t","mimeType":"text/\\ud83d\\u0001\\ude00",'
                                      '"blob":"QUJD"}}]'))
        self.assertEqual(got, {"blocks": [text("[Resource not shown: this host can't display its data (text/\U0001F600, 3B).]")]})

    def test_disposition_any_value_withholds(self):
        for value in ('"never"', '"ref"', "null", "false", '""', "0"):
            got = observe("push", content('[{"type":"resource","disposition":%s,"resource":{"uri":"memo://a","text":"t"}}]'
                                          % value))
            self.assertEqual(got, {"blocks": [text(W)]}, value)

    def test_lanes_of_an_embedded_image(self):
        blocks = content("[%s]" % EMBEDDED_IMAGE)
        image = {"type": "image", "data": "QUJD", "mimeType": "image/png"}
        self.assertEqual(observe("tool-result/live", blocks), {"blocks": [image]})
        self.assertEqual(observe("tool-result/stored", blocks), {"text": "[image: image/png, 3B]"})
        self.assertEqual(observe("script", blocks), {"view": [image]})
        self.assertEqual(observe("push", blocks), {"blocks": [image]})
        self.assertEqual(observe("injection/system", blocks), {"blocks": [text(host.SYSTEM_IMAGE)]})
        self.assertEqual(observe("render", blocks), {"render": "shown", "blocks": [image]})
        self.assertEqual(observe("guard", data(EMBEDDED_IMAGE)), {"kept": None})

    def test_reference_line_rules(self):
        for uri in ("ftp:user:pw@h/x", "ws:\\\\\\\\u:pw@h\\\\x", " http://h/x", "ht\\ttp://u:pw@h/x", "http://h/x",
                    "HTTPS://h", "memo:a b", "memo:a\\u3000b"):
            got = observe("push", content('[{"type":"resource","uri":"%s"}]' % uri))
            self.assertEqual(got, {"blocks": [text("[Reference ref_1]")]}, uri)

    def test_reference_ids_run_in_lane_order(self):
        blocks = '[{"type":"resource","uri":"http://a","name":"a"},{"type":"text","text":"t"},{"type":"resource","uri":"http://b"}]'
        self.assertEqual(observe("push", content(blocks)),
                         {"blocks": [text("[Reference ref_1: a]"), text("t"), text("[Reference ref_2]")]})
        doc = '{"x":{"type":"resource","uri":"http://a"},"y":[{"type":"resource","uri":"http://b"}]}'
        self.assertEqual(observe("tool-result/stored", data(doc)),
                         {"text": '{"x":"[Reference ref_1]","y":["[Reference ref_2]"]}'})
        self.assertEqual(observe("script", data(doc)),
                         {"view": {"x": text("[Reference ref_1]"), "y": [text("[Reference ref_2]")]}})

    def test_whole_data_text_is_well_formed(self):
        got = observe("tool-result/stored", data('{"type":"resource","resource":{"uri":"memo://a","text":"a\\ud800"}}'))
        self.assertEqual(got, {"text": "a\ufffd"})


# ---------------------------------------------------------------------------
# The session: protocol, and no input ends it
# ---------------------------------------------------------------------------

def run_host(stdin_text, argv_prefix=None):
    argv = (argv_prefix or [sys.executable]) + [HOST]
    return subprocess.run(argv, input=stdin_text.encode("utf-8"), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=120)


class FlakyOut(object):
    """A stdout whose writes number fail_on raise (counting from 1)."""

    def __init__(self, fail_on):
        self.buffer, self.fail_on, self.writes = io.BytesIO(), set(fail_on), 0

    def write(self, data):
        self.writes += 1
        if self.writes in self.fail_on:
            raise OSError("the pipe broke, once")
        self.buffer.write(data)

    def flush(self):
        pass

    def lines(self):
        return [json.loads(line) for line in self.buffer.getvalue().decode("utf-8").splitlines()]


def serve(lines, out=None, log=None):
    out = out if out is not None else FlakyOut(())
    log = log if log is not None else io.StringIO()
    host.serve(io.BytesIO(("\n".join(lines) + "\n").encode("utf-8")), out, log)
    return out, log


HELLO = '{"op":"hello","protocol":1}'
PUSH_T = request("push", content('[{"type":"text","text":"t"}]'), 2)


class SessionTest(unittest.TestCase):

    def test_hello_and_bye(self):
        out, _ = serve([HELLO, '{"op":"bye"}', PUSH_T])
        self.assertEqual(out.lines(), [{"op": "hello", "protocol": 1,
                                        "host": {"name": "python-example", "version": "1.0.0"},
                                        "lanes": ALL_LANES, "operations": ["fetch", "registry"]}])

    def test_errors(self):
        out, _ = serve([HELLO, "not json", "[1]", '{"op":"hello","protocol":2}', '{"op":"dance"}',
                        '{"op":"observe","lane":"push"}', request("push", data("1"), 7),
                        request("nowhere", content("[]"), 8), request("push", '{"content":[],"data":1}', 9),
                        "", "   ", PUSH_T])
        self.assertEqual(out.lines()[1:], [
            {"error": "the request is not JSON: unexpected input at offset 0"},
            {"error": "a request is a JSON object"},
            {"error": "this host speaks protocol 1"},
            {"error": "unknown op"},
            {"error": "observe needs a seq, a non-negative integer"},
            {"seq": 7, "error": "push takes content, not data"},
            {"seq": 8, "observation": {"unsupported": True}},
            {"seq": 9, "error": "input must hold exactly one of content and data"},
            {"seq": 2, "observation": {"blocks": [text("t")]}},
        ])

    def test_a_failing_answer_write_does_not_end_the_session(self):
        out, log = serve([HELLO, request("push", content('[{"type":"text","text":"a"}]'), 1), PUSH_T],
                         out=FlakyOut(fail_on=[2]))
        self.assertEqual(out.lines()[1:], [{"seq": 1, "error": "internal error: OSError"},
                                           {"seq": 2, "observation": {"blocks": [text("t")]}}])
        self.assertIn("OSError", log.getvalue())

    def test_main_with_a_stdout_that_raises_once(self):
        out = FlakyOut(fail_on=[2])
        real_in, real_out = sys.stdin, sys.stdout

        class Stream(object):
            pass
        fake_in, fake_out = Stream(), Stream()
        fake_in.buffer = io.BytesIO(("\n".join([HELLO, request("script", data("[1]"), 1), PUSH_T]) + "\n").encode())
        fake_out.buffer = out
        sys.stdin, sys.stdout = fake_in, fake_out
        try:
            with contextlib.redirect_stderr(io.StringIO()):
                self.assertEqual(host.main(), 0)
        finally:
            sys.stdin, sys.stdout = real_in, real_out
        self.assertEqual(out.lines()[1:], [{"seq": 1, "error": "internal error: OSError"},
                                           {"seq": 2, "observation": {"blocks": [text("t")]}}])

    def test_an_error_answer_that_cannot_be_written_either(self):
        out, log = serve([HELLO, request("push", content("[]"), 1), PUSH_T], out=FlakyOut(fail_on=[2, 3]))
        self.assertEqual(out.lines()[1:], [{"seq": 2, "observation": {"blocks": [text("t")]}}])

    def test_an_unexpected_exception_never_shows_the_input(self):
        real = host.OBSERVERS["push"]

        def broken(value, ctx):
            raise KeyError(value[0]["uri"])
        host.OBSERVERS["push"] = broken
        try:
            out, log = serve([HELLO, request("push", content('[{"type":"resource","uri":"memo://secret"}]'), 1), PUSH_T])
        finally:
            host.OBSERVERS["push"] = real
        self.assertEqual(out.lines()[1], {"seq": 1, "error": "internal error: KeyError"})
        self.assertNotIn("secret", out.buffer.getvalue().decode())
        self.assertNotIn("secret", log.getvalue())
        self.assertEqual(out.lines()[2]["seq"], 2)

    def test_every_lane_answers_every_input_shape(self):
        inputs = [content("[]"), content("[%s,%s]" % (EMBEDDED_IMAGE, IMAGE_BLOCK)), data("null"), data('"s"'),
                  data("[1,[2],{}]"), data(EMBEDDED_IMAGE)]
        for lane in ALL_LANES:
            for input_text in inputs:
                answer = host.es_parse(answer_text(lane, input_text))
                self.assertEqual(answer["seq"], 1)
                if "error" in answer:
                    self.assertEqual(answer["error"], "%s takes content, not data" % lane)

    def test_the_program(self):
        out = run_host("\n".join([HELLO, "{", PUSH_T, '{"op":"bye"}']) + "\n")
        self.assertEqual(out.returncode, 0)
        lines = out.stdout.decode().splitlines()
        self.assertEqual(len(lines), 3)
        self.assertEqual(json.loads(lines[2]), {"seq": 2, "observation": {"blocks": [text("t")]}})
        self.assertEqual(run_host("").returncode, 0)  # end of input means bye

    def test_an_old_python_is_refused_before_the_hello(self):
        argv = [sys.executable, "-c",
                "import sys; sys.version_info = (3, 7, 9); sys.argv = [%r]; exec(compile(open(%r).read(), %r, 'exec'))"
                % (HOST, HOST, HOST)]
        out = subprocess.run(argv, input=(HELLO + "\n").encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             timeout=60)
        self.assertEqual(out.returncode, 2)
        self.assertEqual(out.stdout, b"")
        self.assertIn(b"host.py needs Python 3.8 or later", out.stderr)


# ---------------------------------------------------------------------------
# RFC-005 5 to 7: the operations fetch and registry, against loopback servers
# ---------------------------------------------------------------------------

WAV = b"RIFF0000WAVEpayload"
TOKEN = "fixture-secret"


def sha256_digest(octets):
    """The digest member RFC-005 3 writes for octets: sha256: and base64url."""
    return "sha256:" + base64.urlsafe_b64encode(hashlib.sha256(octets).digest()).rstrip(b"=").decode()


def respond(body=b"", content_type=None, status=200, headers=None, length=None):
    """A route answering status with body (Content-Length: length, or the body's)."""
    def route(handler):
        handler.send_response(status)
        if content_type:
            handler.send_header("Content-Type", content_type)
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(body) if length is None else length))
        handler.end_headers()
        handler.wfile.write(body)
    return route


class LoopbackServer(object):
    """An HTTP/1.0 server on 127.0.0.1 in a thread of its own: each path
    answered by its route (404 else), each request recorded as (path,
    Authorization or None)."""

    def __init__(self, test):
        self.routes, self.requests = {}, []
        self.chunks_sent, self.stream_closed, self.stream_done = 0, False, threading.Event()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                server.requests.append((self.path, self.headers.get("Authorization")))
                server.routes.get(self.path, respond(b"", status=404))(self)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = "http://127.0.0.1:%d" % self.httpd.server_address[1]
        # shutdown waits for the loop's next poll: a short one keeps each test short.
        thread = threading.Thread(target=self.httpd.serve_forever, args=(0.01,), daemon=True)
        thread.start()
        test.addCleanup(thread.join)
        test.addCleanup(self.httpd.server_close)
        test.addCleanup(self.httpd.shutdown)

    def stream(self, chunks, size, interval, chunked=False):
        """A route writing chunks of size bytes, interval seconds apart, with
        no length (HTTP/1.0, the body ends with the connection) or in
        HTTP/1.1's chunked coding, recording how many it sent and whether
        the client closed."""
        def route(handler):
            try:
                if chunked:
                    handler.protocol_version, handler.close_connection = "HTTP/1.1", True
                handler.send_response(200)
                if chunked:
                    handler.send_header("Transfer-Encoding", "chunked")
                handler.end_headers()
                for _ in range(chunks):
                    piece = b"x" * size
                    handler.wfile.write(b"%x\r\n%s\r\n" % (size, piece) if chunked else piece)
                    self.chunks_sent += 1
                    time.sleep(interval)
                if chunked:
                    handler.wfile.write(b"0\r\n\r\n")
            except OSError:
                self.stream_closed = True
            finally:
                self.stream_done.set()
        return route


def ref(uri, **members):
    """An MCPL reference block (RFC-005 3)."""
    block = {"type": "resource", "uri": uri, "name": "attachment.wav", "mimeType": "audio/wav"}
    block.update(members)
    return block


class FetchTest(unittest.TestCase):
    """The fetch operation (the lead's protocol note for issue 42) by
    RFC-005 6 and 7: origin is the dialed origin, trap another."""

    def setUp(self):
        self.origin, self.trap = LoopbackServer(self), LoopbackServer(self)
        self.dir = tempfile.mkdtemp(prefix="rfc005-fetch-")
        self.addCleanup(shutil.rmtree, self.dir)

    def fetch(self, blocks, max_bytes=128, lane="push", connection=None):
        """The answer's fetch member (or its error) for blocks on lane."""
        req = {"op": "fetch", "seq": 3, "lane": lane, "input": {"content": blocks},
               "connection": connection or {"origin": self.origin.url, "token": TOKEN},
               "maxBytes": max_bytes, "dir": self.dir}
        answer = plain(host.es_parse(host.write_json(host.handle(host.es_parse(json.dumps(req))))))
        self.assertEqual(answer["seq"], 3)
        self.assertNotIn(self.origin.url, json.dumps(answer))
        self.assertNotIn(self.trap.url, json.dumps(answer))
        self.assertNotIn(TOKEN, json.dumps(answer))
        return answer.get("fetch", answer)

    def assertRefused(self, got, requests):
        """A refused or failed fetch: nothing saved, the record bare, the
        view unchanged, requests made as many as said."""
        self.assertEqual(got["outcome"]["ok"], False, got["outcome"])
        self.assertEqual(got["saves"], [])
        self.assertEqual(os.listdir(self.dir), [])
        self.assertEqual(got["records"][0], {"refId": "ref_1"})
        self.assertEqual(got["after"], got["before"])
        self.assertEqual(len(self.origin.requests), requests)

    def test_a_verified_fetch(self):
        self.origin.routes["/payload"] = respond(WAV, "audio/wav")
        got = self.fetch([ref(self.origin.url + "/payload", sizeBytes=19, disposition="never",
                              digest=sha256_digest(WAV))])
        path = os.path.join(self.dir, "ref_1.wav")
        self.assertEqual(got["outcome"], {"ok": True, "bytes": 19, "path": path, "mimeType": "audio/wav",
                                          "digestVerified": True})
        self.assertEqual(got["records"], [{"refId": "ref_1", "fetchedPath": path, "verifiedBytes": 19,
                                           "verifiedMimeType": "audio/wav", "digestVerified": True}])
        self.assertEqual(got["saves"], [{"name": "ref_1.wav", "mimeType": "audio/wav",
                                         "base64": base64.b64encode(WAV).decode()}])
        with open(path, "rb") as saved:
            self.assertEqual(saved.read(), WAV)

    def test_before_and_after_are_the_lane_s_observation(self):
        self.origin.routes["/payload"] = respond(WAV)
        blocks = [text("event"), ref(self.origin.url + "/payload", sizeBytes=19),
                  ref(self.origin.url + "/other", name="b.ogg")]
        for lane in ["push", "tool-result/stored", "script"]:
            shutil.rmtree(self.dir)
            os.mkdir(self.dir)
            got = self.fetch(blocks, lane=lane)
            self.assertEqual(got["before"], observe(lane, json.dumps({"content": blocks})))
            self.assertEqual(got["after"], got["before"])
            self.assertEqual([r["refId"] for r in got["records"]], ["ref_1", "ref_2"])
            self.assertEqual(got["records"][1], {"refId": "ref_2"})
            self.assertIn("ref_1", json.dumps(got["before"]))

    def test_the_token_goes_to_the_dialed_origin(self):
        self.origin.routes["/payload"] = respond(WAV)
        self.fetch([ref(self.origin.url + "/payload")])
        self.assertEqual(self.origin.requests, [("/payload", "Bearer " + TOKEN)])

    def test_the_token_never_goes_to_another_origin(self):
        self.trap.routes["/payload"] = respond(WAV)
        got = self.fetch([ref(self.trap.url + "/payload")])
        self.assertEqual(got["outcome"]["ok"], True)
        self.assertEqual(self.trap.requests, [("/payload", None)])
        # Another port of the same host is another origin.
        self.fetch([ref(self.trap.url + "/payload")], connection={"origin": "http://127.0.0.1:1", "token": TOKEN})
        self.assertEqual(self.trap.requests[1], ("/payload", None))

    def test_a_cross_origin_redirect_carries_no_token(self):
        self.origin.routes["/payload"] = respond(status=302, headers={"Location": self.trap.url + "/target"})
        self.trap.routes["/target"] = respond(b"redirect target")
        self.trap.routes["/back"] = respond(status=302, headers={"Location": self.origin.url + "/home"})
        self.origin.routes["/home"] = respond(WAV)
        self.fetch([ref(self.origin.url + "/payload")])
        self.assertEqual(self.origin.requests, [("/payload", "Bearer " + TOKEN)])
        self.assertEqual(self.trap.requests, [("/target", None)])
        # Here: a chain that left the dialed origin never carries the token again.
        self.fetch([ref(self.trap.url + "/back")])
        self.assertEqual(self.origin.requests[1], ("/home", None))

    def test_redirects_are_bounded(self):
        self.origin.routes["/loop"] = respond(status=307, headers={"Location": "/loop"})
        got = self.fetch([ref(self.origin.url + "/loop")])
        self.assertRefused(got, host.MAX_REDIRECTS + 1)
        self.assertEqual(got["outcome"]["error"], "too many redirects")

    def test_a_redirect_to_another_scheme_is_refused(self):
        self.trap.routes["/target"] = respond(WAV)
        for location in ["file:///etc/passwd", "ftp" + self.trap.url[len("http"):] + "/target"]:
            self.origin.requests = []
            self.origin.routes["/payload"] = respond(status=302, headers={"Location": location})
            self.assertRefused(self.fetch([ref(self.origin.url + "/payload")]), 1)
        self.assertEqual(self.trap.requests, [])

    def test_other_schemes_are_refused_with_no_request(self):
        self.origin.routes["/x"] = respond(WAV)
        where = self.origin.url[len("http://"):]
        for uri in ["file:///private/fixture", "ftp://%s/x" % where, "httpx://%s/x" % where, "memo://x",
                    "http://user:pw@%s/x" % where, "http://127.0.0.1:99999/x", "http:///x"]:
            self.assertRefused(self.fetch([ref(uri, disposition="never")]), 0)

    def test_an_unreadable_or_past_expiry_is_refused_with_no_request(self):
        self.origin.routes["/payload"] = respond(WAV)
        for expiry in ["not-a-date", "2020-01-01T00:00:00Z", "2999-01-01T00:00:00", "2999-02-30T00:00:00Z",
                       "2999-01-01"]:
            self.assertRefused(self.fetch([ref(self.origin.url + "/payload", expiresAt=expiry)]), 0)
        # SPEC 11: not a string, or over 64 units, is no field and sets no horizon.
        for expiry in ["2999-01-01T00:00:00Z", "2999-01-01t00:00:00.5+02:00", 12, "2999-01-01T00:00:00." + "0" * 60 + "Z"]:
            shutil.rmtree(self.dir)
            os.mkdir(self.dir)
            self.assertEqual(self.fetch([ref(self.origin.url + "/payload", expiresAt=expiry)])["outcome"]["ok"],
                             True, expiry)

    def test_a_claimed_size_over_the_ceiling_is_refused_with_no_request(self):
        self.origin.routes["/payload"] = respond(WAV)
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload", sizeBytes=129)], max_bytes=128), 0)
        # An invalid claim is no claim (RFC-005 8): the actual bytes decide.
        got = self.fetch([ref(self.origin.url + "/payload", sizeBytes=3.5)], max_bytes=128)
        self.assertEqual(got["outcome"]["ok"], True)

    def test_the_ceiling_counts_actual_bytes(self):
        self.origin.routes["/payload"] = respond(WAV)
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload", sizeBytes=1)], max_bytes=18), 1)
        self.assertEqual(self.fetch([ref(self.origin.url + "/payload")], max_bytes=19)["outcome"]["bytes"], 19)

    def test_a_continuing_stream_is_aborted_at_the_ceiling(self):
        for chunked in (False, True):
            server = LoopbackServer(self)
            server.routes["/payload"] = server.stream(200, 32, 0.005, chunked)
            got = self.fetch([ref(server.url + "/payload", sizeBytes=1)], max_bytes=64,
                             connection={"origin": server.url, "token": TOKEN})
            self.assertRefused(got, 0)
            self.assertEqual(len(server.requests), 1)
            self.assertTrue(server.stream_done.wait(30), "the stream never ended")
            self.assertTrue(server.stream_closed, "the connection stayed open")
            self.assertLess(server.chunks_sent, 200)

    def test_a_stream_within_the_ceiling_is_read_to_its_end(self):
        for chunked in (False, True):
            shutil.rmtree(self.dir)
            os.mkdir(self.dir)
            server = LoopbackServer(self)
            server.routes["/payload"] = server.stream(4, 16, 0.001, chunked)
            got = self.fetch([ref(server.url + "/payload")], max_bytes=64,
                             connection={"origin": server.url, "token": TOKEN})
            self.assertEqual((got["outcome"]["ok"], got["outcome"].get("bytes")), (True, 64), chunked)

    def test_an_incomplete_body_saves_nothing(self):
        self.origin.routes["/payload"] = respond(WAV, length=100)
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload")]), 1)

    def test_a_status_other_than_200_saves_nothing(self):
        self.origin.routes["/payload"] = respond(WAV, status=206)
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload")]), 1)

    def test_gzip_is_removed_before_size_and_digest(self):
        octets = b"RIFF0000WAVE" + b"x" * 500
        self.origin.routes["/payload"] = respond(gzip.compress(octets), headers={"Content-Encoding": "gzip"})
        got = self.fetch([ref(self.origin.url + "/payload", sizeBytes=512, digest=sha256_digest(octets))],
                         max_bytes=1024)
        self.assertEqual(got["outcome"]["bytes"], 512)
        self.assertEqual(got["outcome"]["digestVerified"], True)
        self.assertEqual(base64.b64decode(got["saves"][0]["base64"]), octets)

    def test_the_ceiling_counts_decoded_bytes(self):
        octets = b"RIFF0000WAVE" + b"x" * 500
        self.origin.routes["/payload"] = respond(gzip.compress(octets), headers={"Content-Encoding": "gzip"})
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload", sizeBytes=1)], max_bytes=64), 1)

    def test_a_truncated_gzip_body_saves_nothing(self):
        coded = gzip.compress(WAV)
        self.origin.routes["/payload"] = respond(coded[:-6], headers={"Content-Encoding": "gzip"})
        self.assertRefused(self.fetch([ref(self.origin.url + "/payload")]), 1)

    def test_a_digest_mismatch_saves_nothing(self):
        self.origin.routes["/payload"] = respond(WAV, "audio/wav")
        got = self.fetch([ref(self.origin.url + "/payload", digest=sha256_digest(b"other"))])
        self.assertRefused(got, 1)
        self.assertEqual(got["outcome"]["error"], "the payload's digest does not match the reference's")

    def test_no_digest_is_not_verified(self):
        self.origin.routes["/payload"] = respond(WAV)
        got = self.fetch([ref(self.origin.url + "/payload", digest="md5:abc")])
        self.assertEqual((got["outcome"]["ok"], got["outcome"]["digestVerified"]), (True, False))

    def test_the_media_type_comes_from_the_octets_then_the_server_then_the_claim(self):
        cases = [(WAV, "image/png", "image/png", "audio/wav", "ref_1.wav"),
                 (b"OggS\0\0", None, "audio/wav", "audio/ogg", "ref_1.ogg"),
                 (b"\x89PNG\r\n\x1a\n", None, None, "image/png", "ref_1.png"),
                 (b"\xff\xd8\xff\xe0", None, None, "image/jpeg", "ref_1.jpg"),
                 (b"GIF89a", None, None, "image/gif", "ref_1.gif"),
                 (b"plain", "Text/Plain; charset=utf-8", "audio/wav", "text/plain", "ref_1.txt"),
                 (b"plain", None, "audio/ogg", "audio/ogg", "ref_1.ogg"),
                 (b"plain", "not a type", "nor/this/one", "application/octet-stream", "ref_1.bin")]
        for body, served, claim, want, name in cases:
            shutil.rmtree(self.dir)
            os.mkdir(self.dir)
            self.origin.routes["/payload"] = respond(body, served)
            got = self.fetch([ref(self.origin.url + "/payload", mimeType=claim)])
            self.assertEqual((got["saves"][0]["mimeType"], got["saves"][0]["name"]), (want, name), body)
            self.assertEqual(got["records"][0]["verifiedMimeType"], want)

    def test_the_file_is_named_from_the_reference_id_never_from_name(self):
        self.origin.routes["/payload"] = respond(WAV)
        for name in ["../../.ssh/authorized_keys", "CON", "bad\u0000\u202ename", "/etc/passwd"]:
            shutil.rmtree(self.dir)
            os.mkdir(self.dir)
            got = self.fetch([text("a"), ref(self.origin.url + "/payload", name=name)])
            self.assertEqual(got["saves"][0]["name"], "ref_1.wav")
            self.assertEqual(os.listdir(self.dir), ["ref_1.wav"])
            self.assertEqual(got["outcome"]["path"], os.path.join(self.dir, "ref_1.wav"))

    def test_an_existing_file_is_never_overwritten(self):
        self.origin.routes["/payload"] = respond(WAV)
        with open(os.path.join(self.dir, "ref_1.wav"), "wb") as old:
            old.write(b"old")
        got = self.fetch([ref(self.origin.url + "/payload")])
        self.assertEqual((got["outcome"]["ok"], got["saves"]), (False, []))
        with open(os.path.join(self.dir, "ref_1.wav"), "rb") as old:
            self.assertEqual(old.read(), b"old")

    def test_errors_never_carry_the_uri_or_the_token(self):
        # fetch() checks every answer for the origins and the token.
        self.origin.routes["/secret-path"] = respond(status=500)
        for uri in [self.origin.url + "/secret-path", self.origin.url + "/fixture-secret",
                    "http://127.0.0.1:1/fixture-secret"]:
            got = self.fetch([ref(uri)])
            self.assertEqual(got["outcome"]["ok"], False)
            self.assertNotIn("secret", got["outcome"]["error"])

    def test_a_request_the_host_cannot_perform_is_an_error(self):
        cases = [([text("no reference")], {}, "the input shows no reference on this lane"),
                 ([ref(self.origin.url + "/p")], {"maxBytes": -1}, "maxBytes must be a non-negative integer"),
                 ([ref(self.origin.url + "/p")], {"dir": self.dir + "/missing"}, "dir must name a directory"),
                 ([ref(self.origin.url + "/p")], {"connection": "x"}, "connection must be an object"),
                 ([ref(self.origin.url + "/p")], {"lane": "nowhere"}, "this host has no such lane")]
        for blocks, change, error in cases:
            req = {"op": "fetch", "seq": 4, "lane": "push", "input": {"content": blocks},
                   "connection": {"origin": self.origin.url, "token": TOKEN}, "maxBytes": 128, "dir": self.dir}
            req.update(change)
            self.assertEqual(host.handle(host.es_parse(json.dumps(req))), {"seq": 4, "error": error})
        self.assertEqual(self.origin.requests, [])

    def test_receipt_alone_makes_no_request(self):
        self.origin.routes["/payload"] = respond(WAV)
        for lane in ALL_LANES:
            observe(lane, json.dumps({"content": [ref(self.origin.url + "/payload")]}))
        self.assertEqual(self.origin.requests, [])


class RegistryTest(unittest.TestCase):
    """The registry operation: RFC-005 5's ids, eviction and unknown ids."""

    def registry(self, registrations, registry=None, blocks=None):
        req = {"op": "registry", "seq": 5, "registrations": registrations,
               "input": {"content": blocks or [text("a"), ref("http://127.0.0.1:9/clip")]},
               "connection": {"origin": "http://127.0.0.1:9", "token": TOKEN}}
        return plain(host.registry_operation(host.es_parse(json.dumps(req)), registry or host.Registry()))

    def test_many_registrations_evict_the_first(self):
        got = self.registry(3000)
        self.assertEqual((got["firstId"], got["stableId"]), ("ref_1", "ref_1"))
        self.assertEqual(got["ids"], ["ref_%d" % n for n in range(1, 3003)])
        self.assertEqual((got["evicted"], got["evictedError"]), (None, {"error": "unknown reference: ref_1"}))
        self.assertEqual((got["unknown"], got["unknownError"]),
                         (None, {"error": "unknown reference: ref_unknown_fixture"}))
        self.assertEqual(got["fresh"], {"refId": "ref_3002", "uri": "http://127.0.0.1:9/clip"})

    def test_a_live_reference_keeps_its_id(self):
        got = self.registry(host.Registry.LIVE_MAX - 1)
        self.assertEqual((got["evicted"], "evictedError" in got), ({"refId": "ref_1"}, False))
        self.assertEqual(got["fresh"]["refId"], "ref_1")
        got = self.registry(host.Registry.LIVE_MAX)
        self.assertEqual(got["evicted"], None)
        self.assertEqual(got["fresh"]["refId"], "ref_%d" % (host.Registry.LIVE_MAX + 2))

    def test_ids_are_never_reused_in_a_session(self):
        registry = host.Registry()
        first, second = self.registry(host.Registry.LIVE_MAX, registry), self.registry(3, registry)
        issued = first["ids"] + second["ids"][1:-1]
        self.assertEqual(issued, ["ref_%d" % n for n in range(1, host.Registry.LIVE_MAX + 6)])
        self.assertEqual(second["firstId"], first["fresh"]["refId"])
        with self.assertRaises(host.UnknownReference):
            registry.lookup("ref_0")

    def test_the_protocol(self):
        line = ('{"op":"registry","seq":6,"registrations":2,"input":{"content":[%s]},'
                '"connection":{"origin":"http://127.0.0.1:9","token":"t"}}' % json.dumps(ref("http://127.0.0.1:9/c"),
                                                                           separators=(",", ":")))
        answer = plain(host.handle(host.es_parse(line)))
        self.assertEqual(answer["seq"], 6)
        self.assertEqual(len(answer["registry"]["ids"]), 4)
        self.assertEqual(host.handle(host.es_parse(line.replace('"registrations":2', '"registrations":0'))),
                         {"seq": 6, "error": "registrations must be an integer from 1 to 100000"})
        self.assertEqual(host.handle(host.es_parse(line.replace('"type":"resource"', '"type":"text"'))),
                         {"seq": 6, "error": "the input holds no reference"})


if __name__ == "__main__":
    unittest.main()

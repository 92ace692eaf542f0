#!/usr/bin/env python3
"""An rfc005-lanes host in Python, written from SPEC.md alone.

It speaks the adapter protocol, version 1 (adapters/PROTOCOL.md): hello,
observe, bye, fetch and registry: one JSON object per line on stdin, one
answer each. It implements SPEC sections 2 to 9, revision 4: revision 3's
decisions R3-1 to R3-16 and the team's T-1 to T-4, and revision 4's
decisions as the team reads them (R4-1 no object carries a hidden uri,
R4-3 same uri over WTF-8 octets, R4-4 the inline media-type test first,
R4-6 overwritten resource objects, R4-7 every written uri claims, R4-8
any value as a content element, R4-9 ids count lines, R4-10 the whole
data is its text, R4-11 kept blocks still hide; R4-2 and R4-5 held
already, R4-12 and R4-13 are the judge's), with the reference profile's exact
marker strings (SPEC 3), independently of the Go reference host, so that
the two can be checked against each other.

Python: 3.8 or later (checked at start: an older one exits 2 before the
hello, saying so on stderr). Only the standard library is used, plus
unicode15.py beside this file: the Unicode 15.0 tables R3-6 asks for
(Cased, Case_Ignorable, Zs, Cf, the lower-case mapping), generated from
Go's unicode package by adapters/examples/python/unicodegen. This file
never asks Python's unicodedata or str.lower about non-ASCII text, so
every Python version answers alike (3.11's tables are Unicode 14.0,
3.13's 15.1).

Depth (R3-16): nothing here recurses on the input. The JSON parser, the
claims walk, the stored copy's JSON text, the script view and the answer
writer all keep their own stacks, so data nested 10,000 levels or more
is answered like any other, revision 4's replacements included.

Where SPEC leaves a point open, the project decided it; those places say
"Project:" in their comments (T-n: the team's revision-3 decisions; R4-n
with "Project:", the team's reading of revision 4).
Where this file had to decide something neither says, the comment says
"Here:".

    python3 host.py < requests.jsonl
"""

import sys

# Checked before anything else, in syntax every Python can read, so that
# an old interpreter says why rather than failing on a later line.
MIN_PYTHON = (3, 8)
if sys.version_info < MIN_PYTHON:
    sys.stderr.write("host.py needs Python %d.%d or later; this is Python %s\n"
                     % (MIN_PYTHON[0], MIN_PYTHON[1], sys.version.split()[0]))
    sys.exit(2)

import math  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import traceback  # noqa: E402
from bisect import bisect_right  # noqa: E402
from decimal import Decimal  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import unicode15  # noqa: E402

HOST_NAME = "python-example"
HOST_VERSION = "1.0.0"
PROTOCOL = 1

# The lane ids (SPEC 1), in the order SPEC lists them.
LIVE = "tool-result/live"
STORED = "tool-result/stored"
SCRIPT = "script"
PUSH = "push"
CHANNEL = "channel"
INJ_USER = "injection/user"
INJ_SYSTEM = "injection/system"
RENDER = "render"
GUARD = "guard"
LANES = [LIVE, STORED, SCRIPT, PUSH, CHANNEL, INJ_USER, INJ_SYSTEM, RENDER, GUARD]

# The lanes that take a tool's structured data as well as content (PROTOCOL).
DATA_LANES = {LIVE, STORED, SCRIPT, GUARD}


# ---------------------------------------------------------------------------
# SPEC 3: the reference profile's markers, exact strings
# ---------------------------------------------------------------------------

NO_LINK = "[Reference not shown: it arrived without a link.]"
WITHHELD = "[inline content withheld: nonconformant bulk disposition on inline data]"
UNSUPPORTED = "[Resource not shown: this host can't display its data ({label}, {size}).]"
NO_MEDIA_TYPE = "[Resource not shown: its data arrived without a media type.]"
UNREADABLE = "[Resource not shown: its contents arrived as neither text nor data, or as both.]"
TOOL_AUDIO = ("[Audio not shown: this host's tool results carry only text and images "
              "({label}, {size}).]")
SYSTEM_IMAGE = "[image block not shown: the system prompt carries text only.]"
SYSTEM_AUDIO = "[audio block not shown: the system prompt carries text only.]"
IMAGE_NO_DATA = "[Image: no data]"
AUDIO_NO_DATA = "[Audio: no data]"
IMAGE_PLACEHOLDER = "[image: {mime}, {size}]"
# Project: a text block whose text is not a string, and a block no lane shows.
TEXT_NOT_SHOWN = "[Text not shown: it arrived as something other than text.]"
BLOCK_NOT_SHOWN = "[Block not shown: this host can't display it ({label}).]"
# SPEC 6: an MCPL reference's line and stub.
REFERENCE_LINE = "[Reference: {uri}]"


# ---------------------------------------------------------------------------
# Unicode 15.0 (R3-6), from unicode15.py: never unicodedata, never str.lower
# ---------------------------------------------------------------------------

def _range_table(flat):
    """A flat (first, last, ...) tuple as two tuples for bisection."""
    return flat[0::2], flat[1::2]


def _in_table(table, cp):
    """Whether code point cp is in one of table's inclusive ranges."""
    firsts, lasts = table
    i = bisect_right(firsts, cp) - 1
    return i >= 0 and cp <= lasts[i]


_CASED = _range_table(unicode15.CASED)
_CASE_IGNORABLE = _range_table(unicode15.CASE_IGNORABLE)
_CF = _range_table(unicode15.CF)
_LOWER_FIRST = unicode15.LOWER[0::4]
_LOWER_LAST = unicode15.LOWER[1::4]
_LOWER_STRIDE = unicode15.LOWER[2::4]
_LOWER_DELTA = unicode15.LOWER[3::4]


def is_cased(cp):
    """Unicode 15.0 Cased (DerivedCoreProperties)."""
    return _in_table(_CASED, cp)


def is_case_ignorable(cp):
    """Unicode 15.0 Case_Ignorable (DerivedCoreProperties)."""
    return _in_table(_CASE_IGNORABLE, cp)


def is_format_char(cp):
    """Unicode 15.0 general category Cf."""
    return _in_table(_CF, cp)


def _simple_lower(cp):
    """UnicodeData.txt's simple lower-case mapping of cp (Unicode 15.0)."""
    i = bisect_right(_LOWER_FIRST, cp) - 1
    if i >= 0 and cp <= _LOWER_LAST[i] and (cp - _LOWER_FIRST[i]) % _LOWER_STRIDE[i] == 0:
        return cp + _LOWER_DELTA[i]
    return cp


_SIGMA = "\u03a3"


def _sigma_contexts(s):
    """For each position of s, the Final_Sigma context (Unicode 3.13, Table
    3-17) as ECMAScript engines read it (V8 through ICU, and CPython alike):
    whether the nearest character before it that is not case-ignorable is
    cased, and whether the nearest such character after it is. A character
    both cased and case-ignorable (U+02B0) is skipped as ignorable, so
    "A\\u03a3\\u02b0" lower-cases to "a\\u03c2\\u02b0". Linear: a long run of
    sigmas and marks costs no more than its length."""
    after_cased, state = [False] * len(s), False
    for i in range(len(s) - 1, -1, -1):
        after_cased[i] = state
        state = _sigma_state(ord(s[i]), state)
    before_cased, state = [False] * len(s), False
    for i, ch in enumerate(s):
        before_cased[i] = state
        state = _sigma_state(ord(ch), state)
    return before_cased, after_cased


def _sigma_state(cp, state):
    """The context after reading cp: a case-ignorable cp changes nothing,
    else it is whether cp is cased."""
    if is_case_ignorable(cp):
        return state
    return is_cased(cp)


def es_lower(s):
    """ECMAScript's String.prototype.toLowerCase with Unicode 15.0 (SPEC 3
    lower-casing, R3-6): the full mapping (UnicodeData plus SpecialCasing's
    unconditional lower mappings, U+0130 to "i\\u0307") and the final-sigma
    rule, with no locale. A lone surrogate maps to itself."""
    if s.isascii():
        return s.lower()  # ASCII: A-Z only, as every Python does
    if _SIGMA in s:
        before_cased, after_cased = _sigma_contexts(s)
    out = []
    for i, ch in enumerate(s):
        cp = ord(ch)
        if cp < 0x80:
            out.append(ch.lower())
        elif cp == 0x03A3:
            final = before_cased[i] and not after_cased[i]
            out.append("\u03c2" if final else "\u03c3")
        elif cp in unicode15.LOWER_SPECIAL:
            out.append(unicode15.LOWER_SPECIAL[cp])
        else:
            out.append(chr(_simple_lower(cp)))
    return "".join(out)


def _zs_chars():
    """Every character of category Zs in Unicode 15.0."""
    chars = []
    for first, last in zip(*_range_table(unicode15.ZS)):
        chars.extend(chr(cp) for cp in range(first, last + 1))
    return "".join(chars)


# SPEC 7: ECMAScript's WhiteSpace and LineTerminator: TAB VT FF ZWNBSP,
# category Zs of Unicode 15.0 (SP and NBSP among them), LF CR LS PS.
ES_WHITESPACE = "\u0009\u000b\u000c\ufeff" + _zs_chars() + "\u000a\u000d\u2028\u2029"
_ES_WHITESPACE_SET = frozenset(ES_WHITESPACE)


def es_trim(s):
    """String.prototype.trim: ECMAScript whitespace only (not U+0085, U+180E, U+200B)."""
    return s.strip(ES_WHITESPACE)


# ---------------------------------------------------------------------------
# Strings as ECMAScript sees them: UTF-16 lengths, well-formedness
# ---------------------------------------------------------------------------

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def utf16_len(s):
    """The length of s in UTF-16 code units, as ECMAScript's .length counts
    (a lone surrogate is one unit)."""
    if s.isascii():
        return len(s)
    return len(s.encode("utf-16-le", "surrogatepass")) // 2


def rejoin_surrogates(s):
    """Join a high and a low surrogate that ended up side by side into the one
    character they encode, as an ECMAScript string would read them."""
    if not _LONE_SURROGATE.search(s):
        return s
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def well_formed(s):
    """SPEC 9: every lone surrogate becomes U+FFFD."""
    return _LONE_SURROGATE.sub("\ufffd", rejoin_surrogates(s))


# SPEC 3 <label>: C0/C1 controls (category Cc) and these bidi marks are removed.
_BIDI_MARKS = {0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
               0x2066, 0x2067, 0x2068, 0x2069}
LABEL_MAX = 120


def is_control(cp):
    """A C0 or C1 control, DEL included (category Cc)."""
    return cp <= 0x1F or 0x7F <= cp <= 0x9F


def _is_label_removed(ch):
    cp = ord(ch)
    return is_control(cp) or cp in _BIDI_MARKS


def label(s):
    """SPEC 3 <label>: controls and bidi marks removed; over 120 UTF-16 units,
    its first 119 and an ellipsis; then made well formed (SPEC 9).
    Project: a surrogate pair cut by the bound becomes U+FFFD."""
    s = rejoin_surrogates("".join(ch for ch in s if not _is_label_removed(ch)))
    if utf16_len(s) > LABEL_MAX:
        kept, units = [], 0
        for ch in s:
            width = 2 if ord(ch) > 0xFFFF else 1
            if units + width > LABEL_MAX - 1:
                if units < LABEL_MAX - 1:  # the pair's high half, cut off: U+FFFD
                    kept.append("\ufffd")
                break
            kept.append(ch)
            units += width
        s = "".join(kept) + "\u2026"
    return well_formed(s)


# ---------------------------------------------------------------------------
# SPEC 3 <size>
# ---------------------------------------------------------------------------

KIB, MIB, GIB = 1024, 1024 ** 2, 1024 ** 3


def _round_half_up(num, den):
    """floor(num/den + 1/2) exactly: Math.round for a positive value."""
    return (2 * num + den) // (2 * den)


def _one_decimal(num, den):
    """(num/den).toFixed(1) for a positive value: an exact half rounds up."""
    tenths = _round_half_up(num * 10, den)
    return "%d.%d" % (tenths // 10, tenths % 10)


def size_text(n):
    """nB below 1024, ~round(n/1024)KB below 1 MiB, ~x.yMB below 1 GiB, else ~x.yGB."""
    if n < KIB:
        return "%dB" % n
    if n < MIB:
        return "~%dKB" % _round_half_up(n, KIB)
    if n < GIB:
        return "~%sMB" % _one_decimal(n, MIB)
    return "~%sGB" % _one_decimal(n, GIB)


def blob_size(blob):
    """SPEC 3: n = floor(L*3/4) - p, L the blob's length in UTF-16 units, p its
    trailing '=' (at most 2). Project: never below 0."""
    length = utf16_len(blob)
    padding = 0
    while padding < 2 and padding < len(blob) and blob[len(blob) - 1 - padding] == "=":
        padding += 1
    return max(0, (length * 3) // 4 - padding)


# ---------------------------------------------------------------------------
# JSON read as ECMAScript's JSON.parse reads it, without recursion
# ---------------------------------------------------------------------------

class JObject(dict):
    """A JSON object as JSON.parse shows it: a member name given twice keeps
    its first place and its last value (README duplicate members). Names are
    made well formed first (R3-4), so "lone\\ud8dd" and "lone\\udef4" are one
    name. The values a later duplicate overwrote stay in .overwritten, as
    (name, value) pairs, for the claims walk (R3-4, T-1); None when none."""

    __slots__ = ("overwritten",)

    def __init__(self):
        dict.__init__(self)
        self.overwritten = None

    def add_member(self, name, value):
        if name in self:
            if self.overwritten is None:
                self.overwritten = []
            self.overwritten.append((name, dict.__getitem__(self, name)))
        dict.__setitem__(self, name, value)


class JSONError(ValueError):
    """Text that JSON.parse would reject. The message names an offset, never
    the text itself (which may carry a uri)."""


_WS = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_STRING_RUN = re.compile(r'[^"\\\x00-\x1f]*')
_HEX4 = re.compile(r"[0-9A-Fa-f]{4}")
_SIMPLE_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f",
                   "n": "\n", "r": "\r", "t": "\t"}
_LITERALS = (("true", True), ("false", False), ("null", None))


def _parse_string(text, i):
    """The string whose opening quote is at text[i], and the offset after it.
    \\u escapes of a surrogate pair join, as in an ECMAScript string; a lone
    one stays a lone surrogate (made well formed where it is shown)."""
    pieces, escaped_surrogate = [], False
    i += 1
    while True:
        run = _STRING_RUN.match(text, i)
        pieces.append(run.group())
        i = run.end()
        if i >= len(text):
            raise JSONError("unterminated string at offset %d" % i)
        ch = text[i]
        if ch == '"':
            break
        if ch != "\\":
            raise JSONError("a control character in a string at offset %d" % i)
        code = text[i + 1:i + 2]
        if code == "u":
            digits = text[i + 2:i + 6]
            if len(digits) != 4 or not _HEX4.match(digits):
                raise JSONError("a bad \\u escape at offset %d" % i)
            cp = int(digits, 16)
            escaped_surrogate = escaped_surrogate or 0xD800 <= cp <= 0xDFFF
            pieces.append(chr(cp))
            i += 6
        elif code in _SIMPLE_ESCAPES:
            pieces.append(_SIMPLE_ESCAPES[code])
            i += 2
        else:
            raise JSONError("a bad escape at offset %d" % i)
    s = "".join(pieces)
    return (rejoin_surrogates(s) if escaped_surrogate else s), i + 1


def _parse_scalar(text, i):
    """A number, true, false or null at text[i], and the offset after it.
    R3-7: every number is the IEEE double JSON.parse makes (1e400 is
    Infinity; Python's float rounds as JSON.parse does)."""
    match = _NUMBER.match(text, i)
    if match and match.end() > i:
        return float(match.group()), match.end()
    for word, value in _LITERALS:
        if text.startswith(word, i):
            return value, i + len(word)
    raise JSONError("unexpected input at offset %d" % i)


def _skip_ws(text, i):
    """The offset after JSON whitespace (space, tab, LF, CR only) at i."""
    return _WS.match(text, i).end()


def _expect(text, i, ch):
    """The offset after ch and the whitespace around it; JSONError if absent."""
    i = _skip_ws(text, i)
    if text[i:i + 1] != ch:
        raise JSONError("expected %r at offset %d" % (ch, i))
    return _skip_ws(text, i + 1)


def _parse_name(text, i):
    """An object member's name (made well formed, R3-4) and the offset of its value."""
    if text[i:i + 1] != '"':
        raise JSONError("expected a member name at offset %d" % i)
    name, i = _parse_string(text, i)
    return well_formed(name), _expect(text, i, ":")


def es_parse(text):
    """JSON.parse(text), iteratively: objects are JObjects, arrays lists,
    numbers floats. The stack holds the open containers (and, for an
    object, the name whose value comes next), so depth costs memory only."""
    stack = []  # [container, pending member name or None]
    i = _skip_ws(text, 0)
    while True:
        ch = text[i:i + 1]
        # Read one value at i: a scalar, or open a container.
        if ch == "{" or ch == "[":
            container = JObject() if ch == "{" else []
            i = _skip_ws(text, i + 1)
            closer = "}" if ch == "{" else "]"
            if text[i:i + 1] == closer:
                value, i = container, i + 1
            else:
                name = None
                if ch == "{":
                    name, i = _parse_name(text, i)
                stack.append([container, name])
                continue
        elif ch == '"':
            value, i = _parse_string(text, i)
        else:
            value, i = _parse_scalar(text, i)
        # Place the value in the open containers, closing those it ends.
        while True:
            if not stack:
                i = _skip_ws(text, i)
                if i != len(text):
                    raise JSONError("unexpected input after the value at offset %d" % i)
                return value
            frame = stack[-1]
            container = frame[0]
            if frame[1] is None:
                container.append(value)
            else:
                container.add_member(frame[1], value)
            i = _skip_ws(text, i)
            ch = text[i:i + 1]
            if ch == ",":
                i = _skip_ws(text, i + 1)
                if frame[1] is not None:
                    frame[1], i = _parse_name(text, i)
                break
            if ch != ("]" if frame[1] is None else "}"):
                raise JSONError("expected ',' or a closing bracket at offset %d" % i)
            stack.pop()
            value, i = container, i + 1


def written_values(obj, name):
    """R3-4 (T-1): every value obj's member name was given, as written,
    overwritten ones first; the JSON.parse value last."""
    overwritten = getattr(obj, "overwritten", None)
    values = [v for n, v in overwritten if n == name] if overwritten else []
    if name in obj:
        values.append(obj[name])
    return values


def written_member_values(obj):
    """R3-4 (T-1): the values of every member of obj as written."""
    values = list(obj.values())
    overwritten = getattr(obj, "overwritten", None)
    if overwritten:
        values.extend(v for _, v in overwritten)
    return values


# ---------------------------------------------------------------------------
# JSON written as ECMAScript's JSON.stringify writes it, without recursion
# ---------------------------------------------------------------------------

def es_number(x):
    """Number::toString (ECMA-262 6.1.6.1.20) of a JSON number; JSON.stringify
    writes a non-finite number as null (R3-7: 1e400) and -0 as 0."""
    if isinstance(x, int):
        x = float(x)
    if not math.isfinite(x):
        return "null"
    if x == 0:
        return "0"
    if x < 0:
        return "-" + es_number(-x)
    _, digit_tuple, exponent = Decimal(repr(x)).as_tuple()  # repr: shortest round trip
    digits = "".join(str(d) for d in digit_tuple)
    stripped = digits.rstrip("0")
    exponent += len(digits) - len(stripped)
    digits = stripped
    k = len(digits)
    n = exponent + k  # x = 0.digits * 10^n
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e >= 0 else "-"
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return "%se%s%d" % (mantissa, sign, abs(e))


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t",
            "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_NEEDS_ESCAPE = re.compile('["\\\\\x00-\x1f]')


def _escape_char(match):
    ch = match.group(0)
    return _ESCAPES.get(ch) or "\\u%04x" % ord(ch)


def es_string(s):
    """A JSON string as JSON.stringify writes it: only ", \\ and C0 controls
    escaped (\\b \\t \\n \\f \\r, else \\u00xx in lower case), the rest raw;
    made well formed first (SPEC 9: a lone surrogate is written U+FFFD)."""
    return '"' + _NEEDS_ESCAPE.sub(_escape_char, well_formed(s)) + '"'


def _scalar_text(value):
    """null, true, false, a number or a string as JSON.stringify writes it."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return es_number(value)
    if isinstance(value, str):
        return es_string(value)
    raise TypeError("not a JSON value: %s" % type(value).__name__)


_END = object()


def write_json(value, replace=None):
    """JSON.stringify(value) with no whitespace, member order kept, every
    string well formed (SPEC 5 JSON text, SPEC 9). replace, when given, is
    asked about every object in document order before it is written: a
    value it returns (not None) is written instead, and not entered. The
    open containers are a stack of iterators: no recursion."""
    out, frames = [], []  # frames: [iterator, closer, first member still to come]
    while True:
        if replace is not None and isinstance(value, dict):
            replacement = replace(value)
            if replacement is not None:
                value = replacement
        if isinstance(value, dict) and value:
            out.append("{")
            frames.append([iter(value.items()), "}", True])
        elif isinstance(value, list) and value:
            out.append("[")
            frames.append([iter(value), "]", True])
        elif isinstance(value, dict):
            out.append("{}")
        elif isinstance(value, list):
            out.append("[]")
        else:
            out.append(_scalar_text(value))
        # The next value to write, closing the containers that end here.
        while frames:
            frame = frames[-1]
            item = next(frame[0], _END)
            if item is _END:
                out.append(frame[1])
                frames.pop()
                continue
            if frame[2]:
                frame[2] = False
            else:
                out.append(",")
            if frame[1] == "}":
                out.append(es_string(item[0]))
                out.append(":")
                value = item[1]
            else:
                value = item
            break
        else:
            return "".join(out)


def transform(value, replace):
    """A copy of value in which every object replace answers for (not None)
    is that answer, and every other object and array is copied with its
    members transformed. replace(obj, in_blocks) is asked in document order
    (so reference ids run in the order the view shows them, SPEC 6) and
    never about what it returned; in_blocks says whether obj is an element
    of an array every element of which is a block (a content array, SPEC 5,
    at any depth). Iterative: a stack of (source, target, slot, in_blocks)."""
    holder = [None]
    stack = [(value, holder, 0, False)]
    while stack:
        source, target, slot, in_blocks = stack.pop()
        if isinstance(source, dict):
            replacement = replace(source, in_blocks)
            if replacement is not None:
                target[slot] = replacement
                continue
            copy = dict.fromkeys(source)  # the members' places, values below
            target[slot] = copy
            stack.extend((v, copy, k, False) for k, v in reversed(list(source.items())))
        elif isinstance(source, list):
            copy = [None] * len(source)
            target[slot] = copy
            blocks = is_content_array(source)
            stack.extend((source[i], copy, i, blocks) for i in range(len(source) - 1, -1, -1))
        else:
            target[slot] = source
    return holder[0]


# ---------------------------------------------------------------------------
# SPEC 2: the one classifier every lane uses
# ---------------------------------------------------------------------------

# What a block's contents show as (SPEC 2.1, and inline image/audio blocks).
TEXT = "text"        # a text to show: .text
MEDIA = "media"      # an image or audio: .media ("image"/"audio"), .data, .mime
MARKER = "marker"    # a marker in place of the contents: .text

# What a block is (SPEC 2).
K_TEXT = "text"                    # a text block with string text
K_TEXT_NOT_STRING = "text-not-string"  # a text block whose text is not a string
K_REFERENCE = "reference"          # an MCPL reference with a string uri (SPEC 6)
K_NO_LINK = "no-link"              # a resource block with no link (SPEC 2 rules 1, 3)
K_EMBEDDED = "embedded"            # MCP's embedded resource (SPEC 2 rule 2)
K_INLINE = "inline"                # an image/audio block with string data
K_UNSHOWABLE = "unshowable"        # any other block, or a content element that is none (Project, R4-8)

_MEDIA_TYPE = re.compile(r"^(image|audio)/[^/]", re.IGNORECASE | re.ASCII)


class Contents(object):
    """What an embedded resource's or inline block's contents show as."""

    __slots__ = ("kind", "text", "media", "data", "mime")

    def __init__(self, kind, text=None, media=None, data=None, mime=None):
        self.kind, self.text, self.media, self.data, self.mime = kind, text, media, data, mime


class Classified(object):
    """A block's classification: its kind and, where it has them, its contents
    (K_EMBEDDED, K_INLINE), its marker (K_TEXT_NOT_STRING, K_NO_LINK,
    K_UNSHOWABLE), its text (K_TEXT) or its uri (K_REFERENCE)."""

    __slots__ = ("kind", "block", "contents", "text", "uri")

    def __init__(self, kind, block, contents=None, text=None, uri=None):
        self.kind, self.block, self.contents = kind, block, contents
        self.text, self.uri = text, uri


def is_block(value):
    """SPEC 1: a JSON object with a string type."""
    return isinstance(value, dict) and isinstance(value.get("type"), str)


def has_uri_of_its_own(block):
    """SPEC 2 rule 1: a top-level uri present, not null and not ""."""
    if "uri" not in block:
        return False
    uri = block["uri"]
    return uri is not None and not (isinstance(uri, str) and uri == "")


def _is_nonempty_string(value):
    """A string other than "" (SPEC 2.1 media type, SPEC 6 claims)."""
    return isinstance(value, str) and value != ""


def is_embedded_resource(value):
    """SPEC 2 rule 2, read on the JSON.parse view: a resource block with no
    uri of its own whose resource is an object with a string uri."""
    if not is_block(value) or value["type"] != "resource" or has_uri_of_its_own(value):
        return False
    resource = value.get("resource")
    return isinstance(resource, dict) and isinstance(resource.get("uri"), str)


def unsupported_marker(mime, data):
    """SPEC 3: the unsupported-type marker, naming m's label and the size."""
    return Contents(MARKER, text=UNSUPPORTED.format(label=label(mime),
                                                    size=size_text(blob_size(data))))


def blob_contents(blob, mime):
    """SPEC 2.1 rule 2, a blob: by its media type m."""
    if not _is_nonempty_string(mime):
        return Contents(MARKER, text=NO_MEDIA_TYPE)
    match = _MEDIA_TYPE.match(mime)
    if match:  # image/audio with a subtype, any case; m kept exactly as sent
        return Contents(MEDIA, media=match.group(1).lower(), data=blob, mime=mime)
    return unsupported_marker(mime, blob)


def embedded_contents(block, resource):
    """SPEC 2.1: what an embedded resource shows as, first match wins."""
    # 2.1 rule 1: a disposition on the block or on R, any value, withholds it.
    if "disposition" in block or "disposition" in resource:
        return Contents(MARKER, text=WITHHELD)
    # 2.1 rule 2: exactly one of R.text and R.blob is a string.
    text, blob = resource.get("text"), resource.get("blob")
    text_is_string, blob_is_string = isinstance(text, str), isinstance(blob, str)
    if text_is_string and not blob_is_string:
        return Contents(TEXT, text=text)
    if blob_is_string and not text_is_string:
        return blob_contents(blob, resource.get("mimeType"))
    # 2.1 rule 3: both or neither.
    return Contents(MARKER, text=UNREADABLE)


def inline_claims(block):
    """SPEC 8 (R4-7): an image or audio block with string data is inline data
    with a claim when it has a disposition member (any value) or any written
    uri member, an overwritten one included, whose value is a non-empty
    string. Project (R4-7): "uri":"", "uri":null or "uri":42 alone make no
    claim."""
    return "disposition" in block or any(
        _is_nonempty_string(u) for u in written_values(block, "uri"))


def inline_contents(block):
    """An image or audio block with string data. SPEC 8: a claim
    (inline_claims) withholds it. Project (README): no non-empty string
    mimeType shows the no-media-type marker. R3-8 and R4-4: the media-type
    test comes first, whatever the data ("" included): it shows as its media
    only when its mimeType passes the test of its own kind (an image block
    image/..., an audio block audio/...), its mimeType kept as sent; any
    other type is the unsupported-type marker, as an embedded resource of
    that type would be (data "" gives 0B). Only a block of its own kind
    reaches the lanes' data "" rows ([Image: no data] and the rest)."""
    if inline_claims(block):
        return Contents(MARKER, text=WITHHELD)
    contents = blob_contents(block["data"], block.get("mimeType"))
    if contents.kind == MEDIA and contents.media != block["type"]:
        return unsupported_marker(contents.mime, contents.data)
    return contents


def classify(value):
    """SPEC 2: what a value is, for every lane and every walk. None when the
    value is no block at all."""
    if not is_block(value):
        return None
    kind = value["type"]
    if kind == "resource":
        if has_uri_of_its_own(value):
            uri = value["uri"]
            if isinstance(uri, str) and utf16_len(uri) > URI_MAX:
                # SPEC 6: a uri over 4,096 units fails RFC-005's schema: no
                # reference at all (the no-link line, no id), yet it claims.
                return Classified(K_NO_LINK, value, text=NO_LINK, uri=uri)
            if isinstance(uri, str):  # rule 1: an MCPL reference (SPEC 6)
                return Classified(K_REFERENCE, value, uri=uri)
            # rule 1: a non-string uri of its own fails RFC-005's schema.
            return Classified(K_NO_LINK, value, text=NO_LINK)
        if is_embedded_resource(value):  # rule 2: an embedded resource (SPEC 2.1)
            resource = value["resource"]
            return Classified(K_EMBEDDED, value, contents=embedded_contents(value, resource),
                              uri=resource["uri"])
        return Classified(K_NO_LINK, value, text=NO_LINK)  # rule 3
    if kind == "text":
        if isinstance(value.get("text"), str):
            return Classified(K_TEXT, value, text=value["text"])
        return Classified(K_TEXT_NOT_STRING, value, text=TEXT_NOT_SHOWN)
    if is_inline_block(value):
        return Classified(K_INLINE, value, contents=inline_contents(value))
    # Project: any other type, and image/audio whose data is not a string.
    return Classified(K_UNSHOWABLE, value, text=BLOCK_NOT_SHOWN.format(label=label(kind)))


def is_inline_block(value):
    """An image or audio block with string data ("" is data, R3-2/SPEC 8)."""
    return value.get("type") in ("image", "audio") and isinstance(value.get("data"), str)


def classify_at_depth(value):
    """R3-12: inside data, the classification of an object section 5
    replaces (a resource block: MCPL reference, no-link, embedded resource;
    an inline image/audio block with string data), recognised exactly as
    section 2 recognises it at the top level; else None: it stays data."""
    if not is_block(value):
        return None
    if value["type"] == "resource" or is_inline_block(value):
        return classify(value)
    return None


# ---------------------------------------------------------------------------
# SPEC 6: the result's claims, reference ids, a reference's line or stub
# ---------------------------------------------------------------------------

def own_claims(obj):
    """R3-2 with R3-4 (T-1): the uris obj claims of its own. Any object (a
    block of any type or any object in data) claims every non-empty string
    it was given as uri when any disposition it was given is exactly
    "never", duplicates a later member overwrote included."""
    if not any(isinstance(d, str) and d == "never" for d in written_values(obj, "disposition")):
        return []
    return [u for u in written_values(obj, "uri") if _is_nonempty_string(u)]


def _written_resources(block):
    """Every object value block's resource member was given (T-1)."""
    return [r for r in written_values(block, "resource") if isinstance(r, dict)]


def embedded_claims(block):
    """SPEC 6 never-claims of an embedded resource, read as written (T-1,
    R4-6): a "never" among the block's dispositions or any written resource
    object's claims the non-empty uris of every written resource object, an
    overwritten one included (what the lanes show is still the last one).
    Project (R4-6): the block's own written top-level uris count too, so
    "uri":"memo://x","uri":"" (embedded, decided on the last value "")
    with a never claims memo://x beside R.uri, whichever of the two places
    (SPEC 6: the block or R) holds the never. Here: fail closed, one never
    marks them all."""
    resources = _written_resources(block)
    dispositions = written_values(block, "disposition")
    for resource in resources:
        dispositions.extend(written_values(resource, "disposition"))
    if not any(isinstance(d, str) and d == "never" for d in dispositions):
        return []
    uris = [u for u in written_values(block, "uri") if _is_nonempty_string(u)]
    return uris + [u for r in resources for u in written_values(r, "uri") if _is_nonempty_string(u)]


def embedded_uris(block):
    """SPEC 6 embedded same uri: the uris of an embedded resource. Here: every
    string uri of every written resource object (fail closed: a reference
    with one of them shows its stub)."""
    return [u for r in _written_resources(block) for u in written_values(r, "uri")
            if isinstance(u, str)]


def collect_claims(value):
    """SPEC 6 claims walk: the uris the input marks never, and the uris of
    its embedded resources, as same-uri keys. It reaches every object at
    any depth, through every member as written (R3-4), but never descends
    into an embedded resource. Iterative: a stack of values to visit."""
    claims, embedded = set(), set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
            continue
        if not isinstance(item, dict):
            continue
        for uri in own_claims(item):  # R3-2
            claims.add(same_uri_key(uri))
        if is_embedded_resource(item):
            for uri in embedded_claims(item):
                claims.add(same_uri_key(uri))
            for uri in embedded_uris(item):
                embedded.add(same_uri_key(uri))
            continue  # never into an embedded resource
        stack.extend(written_member_values(item))
    return claims, embedded


URI_MAX = 4096       # SPEC 6: a longer top-level uri is no reference
FIELD_MAX = 255      # SPEC 6: a longer name or mimeType is absent
SIZE_MAX = 2 ** 53 - 1  # SPEC 6: the largest valid sizeBytes

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
_HEX = "0123456789abcdefABCDEF"


def wtf8(s):
    """s as WTF-8 octets: each character its UTF-8 bytes, a surrogate pair
    (joined first, as an ECMAScript string reads it) its one character's
    four, and a lone surrogate its own three bytes (ED A0 80 for U+D800),
    never U+FFFD's. The parser keeps a lone surrogate escape as a lone
    surrogate (es_parse), so that is what reaches here."""
    return rejoin_surrogates(s).encode("utf-8", "surrogatepass")


def same_uri_key(uri):
    """SPEC 6 same uri (R3-5, R4-3): two uris are the same when their octet
    sequences are equal, each character counted as its WTF-8 bytes and each
    valid %XX escape as its one octet, decoded once, and then ASCII letters
    lower-cased (so %4D is "m", %2573 is "%73" and not "s"; %G1 and a lone
    % stay as written; memo://caf%C3%A9 is memo://caf\\u00e9, memo://caf%E9
    is not). Project (R4-3): a lone surrogate is its 3 WTF-8 bytes, so
    "\\ud800" is "%ED%A0%80" and neither "\\ud801" nor "\\ufffd" (revision
    3's U+FFFD reading is gone). The key is those octets, as bytes."""
    raw = wtf8(uri)
    out = bytearray()
    i = 0
    while i < len(raw):
        c = raw[i]
        if (c == 0x25 and i + 2 < len(raw)
                and chr(raw[i + 1]) in _HEX and chr(raw[i + 2]) in _HEX):
            c = int(raw[i + 1:i + 3].decode("ascii"), 16)
            i += 2
        if 0x41 <= c <= 0x5A:
            c += 0x20
        out.append(c)
        i += 1
    return bytes(out)


def _char_refuses_line(ch):
    """SPEC 6 and R3-1: a character that refuses the line: @ ? # or a
    backslash, ECMAScript whitespace (SPEC 7), a C0/C1 control or DEL (Cc),
    or a Unicode 15.0 format character (Cf, the bidi marks section 3
    removes from a label among them)."""
    if ch in "@?#\\" or ch in _ES_WHITESPACE_SET:
        return True
    cp = ord(ch)
    # Project (R4-3): a lone surrogate refuses the line; a well-formed line
    # could show only U+FFFD in its place, which is not the uri.
    if 0xD800 <= cp <= 0xDFFF:
        return True
    return is_control(cp) or is_format_char(cp) or cp in _BIDI_MARKS


def line_may_show(uri):
    """SPEC 6 (fail closed, read on the uri as a string with no URL parser):
    the uri has a scheme that is neither http nor https, ASCII case aside,
    and no character that refuses the line (_char_refuses_line)."""
    match = _SCHEME.match(uri)
    if not match or match.group(1).lower() in ("http", "https"):
        return False
    return not any(_char_refuses_line(ch) for ch in uri)


def reference_shows_uri(classified, ctx):
    """SPEC 6: the line only when all hold: disposition absent or "ref"; the
    uri may show (line_may_show); no embedded resource of the input has the
    same uri; the result's claims do not mark it never."""
    block, uri = classified.block, classified.uri
    if "disposition" in block and block["disposition"] != "ref":
        return False
    key = same_uri_key(uri)
    if key in ctx.claims or key in ctx.embedded_uris:
        return False
    return line_may_show(uri)


def _stub_field(value):
    """SPEC 6 (RFC-005's field rules): a name or mimeType is valid when it is
    a string of at most 255 UTF-16 units; an invalid one is absent."""
    if isinstance(value, str) and utf16_len(value) <= FIELD_MAX:
        return value
    return None


def _size_bytes_claim(value):
    """SPEC 6: a sizeBytes is valid when it is an integer in 0 ... 2^53-1
    (3.0 is 3, and R3-7 1.0000000000000001 is the double 1; 2^53, -1, 3.5,
    Infinity (1e400) and "12" are not)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and (not math.isfinite(value) or not value.is_integer()):
        return None
    return int(value) if 0 <= value <= SIZE_MAX else None


def reference_stub(classified, ref_id):
    """SPEC 6 (R3-10): [Reference <id>: <name>, <mime>, <size> claimed], each
    part only when present and valid and its label not empty; " claimed"
    follows the size only; [Reference <id>] with none."""
    block = classified.block
    parts = []
    for member in ("name", "mimeType"):
        value = _stub_field(block.get(member))
        if value is not None:
            shown = label(value)
            if shown:
                parts.append(shown)
    size = _size_bytes_claim(block.get("sizeBytes"))
    if size is not None:
        parts.append(size_text(size) + " claimed")
    if not parts:
        return "[Reference ref_%d]" % ref_id
    return "[Reference ref_%d: %s]" % (ref_id, ", ".join(parts))


class Context(object):
    """What one input's references read: the result's claims, its embedded
    resources' uris, and the next id. SPEC 6: ids go ref_1, ref_2, ... in
    the order the lane shows the references of the input, so a reference
    the lane does not show takes none."""

    def __init__(self, value):
        self.claims, self.embedded_uris = collect_claims(value)
        # Project (R4-1): the uris the lane hides, H: every written resource
        # object's non-empty uri and every uri the claims mark never.
        self.hidden = (self.claims | self.embedded_uris) - {same_uri_key("")}
        self.last_id = 0

    def carries_hidden_uri(self, obj):
        """R4-1: whether obj has a written member uri (an overwritten one
        included) whose value is a non-empty string that is the same uri
        (R4-3) as one the lane hides. "" is in no H."""
        return any(_is_nonempty_string(u) and same_uri_key(u) in self.hidden
                   for u in written_values(obj, "uri"))

    def reference_text(self, classified):
        self.last_id += 1
        if reference_shows_uri(classified, self):
            return REFERENCE_LINE.format(uri=classified.uri)
        return reference_stub(classified, self.last_id)


# ---------------------------------------------------------------------------
# What a block shows as, before a lane decides how (SPEC 4)
# ---------------------------------------------------------------------------

class Shown(object):
    """A block resolved for the lanes: TEXT (content text), MEDIA, or MARKER
    (any marker, reference line or stub). blank_marker: a marker that counts
    as nothing to see (R3-13: a text block whose text is not a string)."""

    __slots__ = ("kind", "text", "media", "data", "mime", "blank_marker")

    def __init__(self, kind, text=None, media=None, data=None, mime=None, blank_marker=False):
        self.kind, self.text, self.media = kind, text, media
        self.data, self.mime, self.blank_marker = data, mime, blank_marker


def resolve(classified, ctx):
    """The Shown of a classified block."""
    kind = classified.kind
    if kind == K_TEXT:
        return Shown(TEXT, text=classified.text)
    if kind == K_TEXT_NOT_STRING:
        return Shown(MARKER, text=classified.text, blank_marker=True)
    if kind in (K_NO_LINK, K_UNSHOWABLE):
        return Shown(MARKER, text=classified.text)
    if kind == K_REFERENCE:
        return Shown(MARKER, text=ctx.reference_text(classified))
    contents = classified.contents  # K_EMBEDDED, K_INLINE
    if contents.kind == TEXT:
        return Shown(TEXT, text=contents.text)
    if contents.kind == MARKER:
        return Shown(MARKER, text=contents.text)
    return Shown(MEDIA, media=contents.media, data=contents.data, mime=contents.mime)


def text_block(text):
    """A text block as an observation writes it (PROTOCOL: no other members)."""
    return {"type": "text", "text": text}


def media_block(shown):
    """An image or audio block, its data and media type as sent (SPEC 2.1)."""
    return {"type": shown.media, "data": shown.data, "mimeType": shown.mime}


def tool_audio_marker(shown):
    """SPEC 3: audio in a tool result."""
    return TOOL_AUDIO.format(label=label(shown.mime), size=size_text(blob_size(shown.data)))


def image_placeholder(shown):
    """SPEC 3 stored image placeholder (R3-9): m trimmed (ECMAScript), then
    lower-cased (ECMAScript, Unicode 15.0), then made a label (controls and
    bidi marks removed, the 120-unit bound, well formed), in that order."""
    return IMAGE_PLACEHOLDER.format(mime=label(es_lower(es_trim(shown.mime))),
                                    size=size_text(blob_size(shown.data)))


def stored_text(shown):
    """SPEC 4, the tool-result/stored column (also a structured walk's text, SPEC 5)."""
    if shown.kind != MEDIA:
        return shown.text
    if shown.media == "audio":
        return tool_audio_marker(shown)
    if shown.data == "":
        return IMAGE_NO_DATA
    return image_placeholder(shown)


def live_block(shown):
    """SPEC 4, the tool-result/live column."""
    if shown.kind != MEDIA:
        return text_block(shown.text)
    if shown.media == "audio":
        return text_block(tool_audio_marker(shown))
    if shown.data == "":
        return text_block(IMAGE_NO_DATA)
    return media_block(shown)


def script_block(shown):
    """SPEC 4, the script column: media always as itself, empty data included."""
    if shown.kind != MEDIA:
        return text_block(shown.text)
    return media_block(shown)


def content_lane_block(shown):
    """SPEC 4, the push, channel, injection/user column (render shows the same)."""
    if shown.kind != MEDIA:
        return text_block(shown.text)
    if shown.data == "":
        return text_block(IMAGE_NO_DATA if shown.media == "image" else AUDIO_NO_DATA)
    return media_block(shown)


def system_block(shown):
    """SPEC 4, the injection/system column: text only."""
    if shown.kind != MEDIA:
        return text_block(shown.text)
    return text_block(SYSTEM_IMAGE if shown.media == "image" else SYSTEM_AUDIO)


def shows_as_itself(shown):
    """SPEC 4 render: text, and image/audio with data; never a marker,
    reference, placeholder or no-data marker."""
    if shown.kind == TEXT:
        return True
    return shown.kind == MEDIA and shown.data != ""


def is_nothing_to_see(shown):
    """SPEC 7 (R3-13): blank text (a text block's or an embedded resource's),
    or a text block whose text is not a string."""
    if shown.kind == TEXT:
        return es_trim(shown.text) == ""
    return shown.blank_marker


def visibly_empty(shown_blocks):
    """SPEC 7: every block is nothing to see; an empty array is empty."""
    return all(is_nothing_to_see(s) for s in shown_blocks)


# ---------------------------------------------------------------------------
# SPEC 5: tool results, content arrays and data at any depth
# ---------------------------------------------------------------------------

def is_content_array(value):
    """SPEC 5 (R3-14): a JSON array whose every element is an object with a
    string type; [] is an empty content array."""
    return isinstance(value, list) and all(is_block(v) for v in value)


def json_type_name(value):
    """The JSON type of a parsed value, as R4-8's marker names it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def classify_element(value):
    """SPEC 2 for an element of a content lane's content (R4-8): a block is
    classified as ever (a type no lane shows: the unknown-block marker with
    the type made a label); any other value shows the same marker naming
    its JSON type (string, number, boolean, null, array), never its value
    and never an error; Project (R4-8): an object with no string type names
    "object". Such an element is something to see (SPEC 7): render refuses
    it."""
    classified = classify(value)
    if classified is not None:
        return classified
    return Classified(K_UNSHOWABLE, value,
                      text=BLOCK_NOT_SHOWN.format(label=json_type_name(value)))


def resolve_blocks(content, ctx):
    """Each element of content as it shows (SPEC 4, R4-8), in order, so that
    reference ids run in the order the lane shows them (SPEC 6, R4-9)."""
    return [resolve(classify_element(element), ctx) for element in content]


def stored_replacement(ctx):
    """SPEC 5 depth: what the stored copy's JSON text writes for an object:
    a block section 5 replaces (R3-12) as the string its stored copy shows;
    R3-3, an object that claims its uri as the withheld marker's text;
    R4-1, any other object carrying a uri the lane hides as the withheld
    marker's text too, as a JSON string at any depth; else None, and the
    walk goes in."""
    def replace(obj):
        classified = classify_at_depth(obj)
        if classified is not None:
            return stored_text(resolve(classified, ctx))
        if own_claims(obj) or ctx.carries_hidden_uri(obj):
            return WITHHELD
        return None
    return replace


def script_replacement(ctx):
    """SPEC 5 script view: an embedded resource, MCPL reference or resource
    with no link as the block the script column gives; inline data with a
    claim as the withheld line (SPEC 8); R3-3 and T-2, any other object
    that claims its uri, at any position, as the withheld marker's text (a
    string); Project (R4-1), any other object carrying a uri the lane hides
    as the withheld marker's text, a text block where the object is a block
    of a content array (in_blocks), a JSON string elsewhere; T-3, any other
    inline block kept as it came. Else None: the object is kept and its
    members walked, so an object SPEC replaces inside a block kept as it
    came is replaced there as at any depth (R4-11). Idempotent: what it
    writes is left as it is when viewed again."""
    def replace(obj, in_blocks):
        classified = classify_at_depth(obj)
        if classified is not None and (classified.kind != K_INLINE
                                       or classified.contents.text == WITHHELD):
            return script_block(resolve(classified, ctx))
        if own_claims(obj):
            return WITHHELD
        if ctx.carries_hidden_uri(obj):
            return text_block(WITHHELD) if in_blocks else WITHHELD  # in_blocks: obj is a block
        return None
    return replace


def script_view(value, ctx):
    """SPEC 5 script view of any data (a content array included). A text
    block whose text is not a string reaches the script as it came (SPEC 7,
    revision 3): only a claiming object, or one carrying a hidden uri
    (R4-1), is replaced (T-2)."""
    return transform(value, script_replacement(ctx))


def tool_result_text(data, ctx):
    """The one text of a tool result whose data is not a content array: the
    data's JSON text with the stored walk's replacements (SPEC 5 depth,
    R3-3, R4-1). SPEC 5 whole data (R4-10): when the whole data is an object
    that walk replaces by a text (an embedded resource, an MCPL reference's
    line or stub, a resource block with no link, an inline block's
    placeholder, marker or withheld line, and, Project (R4-10), an object
    replaced for its own claim or for R4-1), the one text is that text
    itself, made well formed (SPEC 9), not a quoted JSON string."""
    replace = stored_replacement(ctx)
    if isinstance(data, dict):
        # None consumes no reference id, so write_json may ask again.
        whole = replace(data)
        if whole is not None:
            return well_formed(whole)
    return write_json(data, replace)


# ---------------------------------------------------------------------------
# The lanes
# ---------------------------------------------------------------------------

def observe_live(value, ctx):
    """SPEC 4 tool-result/live column; SPEC 5: other data is one text block."""
    if is_content_array(value):
        return {"blocks": [live_block(s) for s in resolve_blocks(value, ctx)]}
    return {"blocks": [text_block(tool_result_text(value, ctx))]}


def observe_stored(value, ctx):
    """SPEC 5: a content array's stored texts joined by \n, else the one text."""
    if is_content_array(value):
        return {"text": "\n".join(stored_text(s) for s in resolve_blocks(value, ctx))}
    return {"text": tool_result_text(value, ctx)}


def observe_script(value, ctx):
    """SPEC 5 script view."""
    return {"view": script_view(value, ctx)}


def observe_guard(value, ctx):
    """SPEC 5: nothing kept of an embedded resource; Project: else the script view."""
    if is_embedded_resource(value):
        return {"kept": None}
    return {"kept": script_view(value, ctx)}


def observe_refusable(value, ctx):
    """push and channel: SPEC 7 refuses visibly empty content."""
    shown = resolve_blocks(value, ctx)
    if visibly_empty(shown):
        return {"refused": "empty"}
    return {"blocks": [content_lane_block(s) for s in shown]}


def observe_user(value, ctx):
    """SPEC 4 injection/user: as push shows it, never refused."""
    return {"blocks": [content_lane_block(s) for s in resolve_blocks(value, ctx)]}


def observe_system(value, ctx):
    """SPEC 4 injection/system: text only."""
    return {"blocks": [system_block(s) for s in resolve_blocks(value, ctx)]}


def observe_render(value, ctx):
    """SPEC 4 and 7: nothing when visibly empty, refused when any block would
    not show as itself, else shown as the push lane shows it."""
    shown = resolve_blocks(value, ctx)
    if visibly_empty(shown):
        return {"render": "nothing"}
    if not all(shows_as_itself(s) for s in shown):
        return {"render": "refused"}
    return {"render": "shown", "blocks": [content_lane_block(s) for s in shown]}


OBSERVERS = {
    LIVE: observe_live,
    STORED: observe_stored,
    SCRIPT: observe_script,
    PUSH: observe_refusable,
    CHANNEL: observe_refusable,
    INJ_USER: observe_user,
    INJ_SYSTEM: observe_system,
    RENDER: observe_render,
    GUARD: observe_guard,
}


class CannotObserve(Exception):
    """An input the host cannot observe: answered with an error."""


def observe(lane, request_input):
    """The observation of one input on one lane."""
    if lane not in OBSERVERS:
        return {"unsupported": True}
    if not isinstance(request_input, dict):
        raise CannotObserve("input is not an object")
    has_content, has_data = "content" in request_input, "data" in request_input
    if has_content == has_data or len(request_input) != 1:
        raise CannotObserve("input must hold exactly one of content and data")
    if has_content:
        # R4-8: any JSON value is an element of content, never an error; the
        # tool-result lanes take content as their data (SPEC 5: an array with
        # an element that is no block is data, its JSON text).
        value = request_input["content"]
        if not isinstance(value, list):
            raise CannotObserve("content is not an array")
    else:
        if lane not in DATA_LANES:
            raise CannotObserve("%s takes content, not data" % lane)
        value = request_input["data"]
    return OBSERVERS[lane](value, Context(value))


# ---------------------------------------------------------------------------
# The protocol (adapters/PROTOCOL.md)
# ---------------------------------------------------------------------------

def write_answer(answer, out):
    """One answer line: JSON.stringify style, UTF-8, every string well formed
    (SPEC 9: no lone surrogate, escaped or raw), flushed."""
    line = write_json(answer) + "\n"
    out.write(line.encode("utf-8"))
    out.flush()


def _valid_seq(seq):
    """PROTOCOL: a seq is a non-negative integer (a double, as parsed)."""
    return (not isinstance(seq, bool) and isinstance(seq, (int, float))
            and math.isfinite(seq) and seq >= 0 and float(seq).is_integer())


BYE = object()


def handle(request):
    """The answer to one parsed request, or BYE (the host then exits)."""
    if not isinstance(request, dict):
        return {"error": "a request is a JSON object"}
    op = request.get("op")
    if op == "hello":
        if request.get("protocol") != PROTOCOL:
            return {"error": "this host speaks protocol 1"}
        return {"op": "hello", "protocol": PROTOCOL,
                "host": {"name": HOST_NAME, "version": HOST_VERSION},
                "lanes": list(LANES), "operations": list(OPERATIONS)}
    if op == "bye":
        return BYE
    if op != "observe" and op not in OPERATION_HANDLERS:
        return {"error": "unknown op"}
    seq = request.get("seq")
    if not _valid_seq(seq):
        return {"error": "%s needs a seq, a non-negative integer" % op}
    try:
        if op in OPERATION_HANDLERS:
            return {"seq": seq, op: OPERATION_HANDLERS[op](request)}
        return {"seq": seq, "observation": observe(request.get("lane"), request.get("input"))}
    except CannotObserve as problem:
        return {"seq": seq, "error": str(problem)}


def _log_problem(problem, log):
    """An unexpected exception on stderr: its type and where it was raised,
    never its message (which may quote the input, and so a uri)."""
    try:
        frames = "".join(traceback.format_tb(problem.__traceback__))
        log.write("host.py: %s\n%s" % (type(problem).__name__, frames))
        log.flush()
    except Exception:  # a log that cannot be written costs the log only
        pass


def _error_answer(seq, message):
    """PROTOCOL: {"seq":n,"error":...}, without seq when the request had none."""
    answer = {"error": message}
    if _valid_seq(seq):
        answer = {"seq": seq, "error": message}
    return answer


def serve_line(raw, out, log):
    """Answer one request line; False after bye. Nothing an input does ends
    the session (PROTOCOL: an error answer, then the next request): every
    exception, the answer's writing included, becomes an error answer."""
    seq = None
    try:
        try:
            request = es_parse(raw.decode("utf-8", "replace"))
        except JSONError as problem:
            write_answer({"error": "the request is not JSON: %s" % problem}, out)
            return True
        if isinstance(request, dict):
            seq = request.get("seq")
        answer = handle(request)
        if answer is BYE:
            return False
        write_answer(answer, out)
    except Exception as problem:
        _log_problem(problem, log)
        try:
            write_answer(_error_answer(seq, "internal error: %s" % type(problem).__name__), out)
        except Exception as again:
            _log_problem(again, log)
    return True


def serve(stdin, out, log):
    """The session: one answer per request line until bye or end of input."""
    for raw in stdin:
        if raw.strip() and not serve_line(raw, out, log):
            return


# ---------------------------------------------------------------------------
# RFC-005 5 to 7: dereference on request, and the reference registry
# (the protocol's operations fetch and registry, issue 42)
# ---------------------------------------------------------------------------
#
# Nothing here runs on receipt: observe never fetches. A fetch happens only
# when a fetch request asks for one, and then by RFC-005 7, failing closed:
# the connection's token goes only to exactly the origin it was dialed to
# (6.1); only http and https are dereferenced; an unparseable or past
# expiresAt, or a valid claimed sizeBytes over the ceiling, is refused with
# no request; redirects are bounded; the ceiling counts actual decoded
# octets and the connection is closed the moment they pass it; gzip is
# removed before size and digest; the file is named from the reference id
# and written only after every check passed. No error says the uri or the
# token: each is a fixed reason.

import base64  # noqa: E402
import collections  # noqa: E402
import datetime  # noqa: E402
import hashlib  # noqa: E402
import http.client  # noqa: E402
import time  # noqa: E402
import urllib.parse  # noqa: E402
import zlib  # noqa: E402

OPERATIONS = ["fetch", "registry"]

FETCH_SCHEMES = {"http": 80, "https": 443}  # RFC-005 7.1, with their default ports
MAX_REDIRECTS = 3        # Here: RFC-005 7.2's "fixed small hop limit"
FETCH_TIMEOUT = 10.0     # Here: seconds for each connect and read
FETCH_DEADLINE = 30.0    # Here: seconds for the whole fetch, redirects included
READ_CHUNK = 16384
REDIRECT_STATUSES = (301, 302, 303, 307, 308)
_DIGEST = re.compile(r"^sha256:([A-Za-z0-9_-]{43})$")  # RFC-005 8's pattern
_EXPIRY = re.compile(r"^([0-9]{4})-([0-9]{2})-([0-9]{2})"
                     r"[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(\.[0-9]+)?"
                     r"([Zz]|[+-][0-9]{2}:[0-9]{2})$")
_MEDIA_TYPE_TOKEN = re.compile(r"^[a-z0-9!#$&^_.+-]+/[a-z0-9!#$&^_.+-]+$")
_TOKEN_CHARS = re.compile(r"^[\x21-\x7e]+$")
_REQUEST_TARGET_SAFE = "".join(chr(c) for c in range(0x21, 0x7F))

# The media types the octets tell, by their first bytes (RFC-005 7 item 4,
# vector 13): (prefix, offset of a second mark or None, that mark, type).
_SNIFFED = (
    (b"RIFF", 8, b"WAVE", "audio/wav"),
    (b"OggS", None, None, "audio/ogg"),
    (b"\x89PNG\r\n\x1a\n", None, None, "image/png"),
    (b"\xff\xd8\xff", None, None, "image/jpeg"),
    (b"GIF87a", None, None, "image/gif"),
    (b"GIF89a", None, None, "image/gif"),
)

# RFC-005 7.3: the file's extension comes from the verified media type,
# from this table only; any other type is saved as .bin.
EXTENSIONS = {"audio/wav": "wav", "audio/x-wav": "wav", "audio/wave": "wav",
              "audio/ogg": "ogg", "audio/mpeg": "mp3", "image/png": "png",
              "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp",
              "text/plain": "txt", "application/json": "json",
              "application/pdf": "pdf"}


class FetchRefused(Exception):
    """A fetch refused or failed. Its reason is one of this section's fixed
    phrases: never the uri, the token or the server's words."""

    def __init__(self, reason):
        Exception.__init__(self, reason)
        self.reason = reason


def origin_of(url):
    """The (scheme, host, port) origin of an http or https url, the scheme
    and host lower-cased and the port filled in; None for any other url, one
    that cannot be parsed, or one with user information (RFC-005 6.1: a
    credential in a uri is refused, never sent)."""
    if not isinstance(url, str):
        return None
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in FETCH_SCHEMES or not parts.hostname or "@" in parts.netloc:
        return None
    return scheme, parts.hostname, port if port is not None else FETCH_SCHEMES[scheme]


def expiry_time(value):
    """RFC-005 7.4: an expiresAt as seconds since the epoch, or None when it
    cannot be read. SPEC 11 expiry: an RFC 3339 date-time (T and Z in
    either case) of the calendar; anything else, a date alone too, is not
    read (fail closed)."""
    match = _EXPIRY.match(value) if isinstance(value, str) else None
    if not match:
        return None
    year, month, day, hour, minute, second, fraction, offset = match.groups()
    try:
        when = datetime.datetime(int(year), int(month), int(day), int(hour or 0),
                                 int(minute or 0), int(second or 0),
                                 tzinfo=datetime.timezone.utc)
    except ValueError:
        return None
    seconds = when.timestamp() + (float(fraction) if fraction else 0.0)
    if offset and offset not in "Zz":
        sign = 1 if offset[0] == "+" else -1
        seconds -= sign * (int(offset[1:3]) * 3600 + int(offset[4:6]) * 60)
    return seconds


def refusal_before_request(block, max_bytes, now):
    """RFC-005 7: the reason a reference is refused with no request (scheme,
    expiry, claimed size), or None. SPEC 11 expiry: a string expiresAt that
    is not a readable time is refused, as 7.4 fails closed; one that is not
    a string, or longer than 64 UTF-16 units, is no field (RFC-005 8)."""
    if origin_of(block["uri"]) is None:
        return "the reference's location is not one this host dereferences"
    expires = block.get("expiresAt")
    if isinstance(expires, str) and utf16_len(expires) <= 64:
        expiry = expiry_time(block["expiresAt"])
        if expiry is None:
            return "the reference's expiresAt cannot be read: it counts as expired"
        if expiry <= now:
            return "the reference has expired"
    claimed = _size_bytes_claim(block.get("sizeBytes"))
    if claimed is not None and claimed > max_bytes:
        return "the reference's claimed size is over this host's ceiling"
    return None


class Gunzip(object):
    """gzip content coding removed as the octets arrive, a member after
    another, never writing more than asked (a small body can decode to a
    great deal)."""

    def __init__(self):
        self.decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
        self.members, self.open_member = 0, False

    def feed(self, data, room):
        """The identity octets of data, at most room + 1 of them: one more
        than room says the payload is over it."""
        out = bytearray()
        while data and len(out) <= room:
            if not self.open_member:
                self.members, self.open_member = self.members + 1, True
            out += self.decoder.decompress(data, room + 1 - len(out))
            data = self.decoder.unconsumed_tail
            if self.decoder.eof:
                data = self.decoder.unused_data + data
                self.decoder = zlib.decompressobj(16 + zlib.MAX_WBITS)
                self.open_member = False
        return bytes(out)

    def complete(self):
        """Whether the coded octets ended at the end of a member."""
        return self.members > 0 and not self.open_member


def read_ceiling(response, max_bytes, deadline):
    """The response's identity octets, at most max_bytes of them (RFC-005 7
    item 3, vector 19): read as they arrive, and refused the moment they
    pass the ceiling, the caller then closing the connection, so that a
    continuing stream is never read to its end. Here: a coded body's wire
    octets are bounded too, by twice the ceiling and 1 KiB."""
    coding = (response.getheader("Content-Encoding") or "identity").strip().lower()
    if coding not in ("identity", "gzip", "x-gzip"):
        raise FetchRefused("the payload's content coding is not one this host removes")
    gunzip = Gunzip() if coding != "identity" else None
    wire_limit, wire, body = 2 * max_bytes + 1024, 0, bytearray()
    while True:
        if time.monotonic() > deadline:
            raise FetchRefused("the fetch took too long")
        chunk = response.read1(READ_CHUNK)
        if not chunk:
            break
        wire += len(chunk)
        body += gunzip.feed(chunk, max_bytes - len(body)) if gunzip else chunk
        if len(body) > max_bytes or (gunzip and wire > wire_limit):
            raise FetchRefused("the payload is over this host's ceiling")
    if response.length:  # a Content-Length the body fell short of
        raise FetchRefused("the payload arrived incomplete")
    if gunzip and not gunzip.complete():
        raise FetchRefused("the payload's gzip coding is incomplete")
    return bytes(body)


def _request_target(url):
    """The path and query of url, anything outside printable ASCII
    percent-encoded as UTF-8."""
    parts = urllib.parse.urlsplit(url)
    target = (parts.path or "/") + ("?" + parts.query if parts.query else "")
    return urllib.parse.quote(target, safe=_REQUEST_TARGET_SAFE)


def _authorization(connection):
    """The Authorization header's value for the connection's token, or None
    when it has none. A token that cannot be a header's value is refused."""
    token = connection.get("token")
    if token is None or token == "":
        return None
    if not isinstance(token, str) or not _TOKEN_CHARS.match(token):
        raise FetchRefused("the connection's token cannot be sent as a bearer credential")
    return "Bearer " + token


def http_get(url, connection, max_bytes):
    """GET url by RFC-005 6.1 and 7.2: the token only while every hop so far
    has been exactly the dialed origin (Here: a chain that left it never
    carries the token again, even back there), at most MAX_REDIRECTS
    redirects, each to http or https. Returns the identity octets and the
    served Content-Type (or None)."""
    dialed = origin_of(connection.get("origin"))
    authorization = _authorization(connection)
    on_dialed_origin = True
    deadline = time.monotonic() + FETCH_DEADLINE
    for hop in range(MAX_REDIRECTS + 1):
        origin = origin_of(url)
        if origin is None:
            raise FetchRefused("a redirect leads to a location this host does not dereference")
        on_dialed_origin = on_dialed_origin and dialed is not None and origin == dialed
        headers = {"Accept-Encoding": "gzip"}
        if authorization is not None and on_dialed_origin:
            headers["Authorization"] = authorization
        kind = http.client.HTTPSConnection if origin[0] == "https" else http.client.HTTPConnection
        conn = kind(origin[1], origin[2], timeout=FETCH_TIMEOUT)
        try:
            conn.request("GET", _request_target(url), headers=headers)
            response = conn.getresponse()
            try:
                if response.status in REDIRECT_STATUSES:
                    location = response.getheader("Location")
                    if not location:
                        raise FetchRefused("a redirect names no location")
                    url = urllib.parse.urljoin(url, location.strip())
                    continue
                if response.status != 200:
                    raise FetchRefused("the server answered with status %d" % response.status)
                return read_ceiling(response, max_bytes, deadline), response.getheader("Content-Type")
            finally:
                response.close()
        finally:
            conn.close()
    raise FetchRefused("too many redirects")


def sniffed_media_type(octets):
    """The media type the octets tell by their first bytes, or None."""
    for prefix, at, mark, media_type in _SNIFFED:
        if octets.startswith(prefix) and (at is None or octets[at:at + len(mark)] == mark):
            return media_type
    return None


def _media_type_of(value):
    """A media type's type/subtype, lower-cased, parameters dropped; None
    when value is no such string or over 255 units (RFC-005 8)."""
    if not isinstance(value, str) or utf16_len(value) > FIELD_MAX:
        return None
    essence = value.split(";", 1)[0].strip().lower()
    return essence if _MEDIA_TYPE_TOKEN.match(essence) else None


def verified_media_type(octets, content_type, claim):
    """RFC-005 7 item 4 and vector 13: the type the octets tell, else the
    served Content-Type, else the claimed mimeType, else
    application/octet-stream."""
    return (sniffed_media_type(octets) or _media_type_of(content_type)
            or _media_type_of(claim) or "application/octet-stream")


def digest_verified(block, octets):
    """RFC-005 3 and 7 item 4: True when the reference's digest (sha256,
    base64url) matches the identity octets, False when it has none (an
    invalid digest is absent, RFC-005 8); a mismatch is refused."""
    match = _DIGEST.match(block["digest"]) if isinstance(block.get("digest"), str) else None
    if not match:
        return False
    actual = base64.urlsafe_b64encode(hashlib.sha256(octets).digest()).rstrip(b"=").decode("ascii")
    if actual != match.group(1):
        raise FetchRefused("the payload's digest does not match the reference's")
    return True


def save_payload(directory, ref_id, media_type, octets):
    """RFC-005 7.3: the file <refId>.<ext> in directory, its name from the
    reference id and the verified media type only, created anew (never
    over a file or through a link); nothing left behind when writing
    fails. Returns its name and path."""
    name = "%s.%s" % (ref_id, EXTENSIONS.get(media_type, "bin"))
    path = os.path.join(directory, name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except OSError:
        raise FetchRefused("the payload could not be saved")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(octets)
    except OSError:
        os.unlink(path)
        raise FetchRefused("the payload could not be saved")
    return name, path


def dereference(block, connection, max_bytes, directory, ref_id):
    """Fetch the reference block by RFC-005 6 and 7 and save it: the
    record's verified fields and the saved file, or FetchRefused. Any
    failure of the network or the coding is a fixed reason naming only its
    kind."""
    refusal = refusal_before_request(block, max_bytes, time.time())
    if refusal is not None:
        raise FetchRefused(refusal)
    try:
        octets, content_type = http_get(block["uri"], connection, max_bytes)
    except FetchRefused:
        raise
    except (OSError, http.client.HTTPException, zlib.error, ValueError, UnicodeError) as problem:
        raise FetchRefused("the fetch failed (%s)" % type(problem).__name__)
    verified = digest_verified(block, octets)
    media_type = verified_media_type(octets, content_type, block.get("mimeType"))
    name, path = save_payload(directory, ref_id, media_type, octets)
    record = {"fetchedPath": path, "verifiedBytes": len(octets),
              "verifiedMimeType": media_type, "digestVerified": verified}
    save = {"name": name, "mimeType": media_type,
            "base64": base64.b64encode(octets).decode("ascii")}
    return record, save


class RecordingContext(Context):
    """A Context that keeps each reference the lane shows, with the id its
    line or stub took, in the order shown."""

    def __init__(self, value):
        Context.__init__(self, value)
        self.references = []

    def reference_text(self, classified):
        text = Context.reference_text(self, classified)
        self.references.append((classified.block, "ref_%d" % self.last_id))
        return text


def lane_references(lane, request_input):
    """The references lane shows of the input (observe has read it already),
    each block with its id, by the lane's own code."""
    value = request_input["content"] if "content" in request_input else request_input["data"]
    ctx = RecordingContext(value)
    OBSERVERS[lane](value, ctx)
    return ctx.references


def _request_field(request, name, valid, problem):
    """request's member name when valid says it is, else CannotObserve."""
    value = request.get(name)
    if not valid(value):
        raise CannotObserve(problem)
    return value


def fetch_operation(request):
    """The protocol's fetch: the input shown on the lane before and after a
    fetch of its first reference, one record per reference, the files saved
    and the outcome (the lead's protocol note, issue 42)."""
    lane, request_input = request.get("lane"), request.get("input")
    before = observe(lane, request_input)
    if "unsupported" in before:
        raise CannotObserve("this host has no such lane")
    connection = _request_field(request, "connection", lambda v: isinstance(v, dict),
                                "connection must be an object")
    max_bytes = _size_bytes_claim(request.get("maxBytes"))
    if max_bytes is None:
        raise CannotObserve("maxBytes must be a non-negative integer")
    directory = _request_field(request, "dir", lambda v: isinstance(v, str) and os.path.isdir(v),
                               "dir must name a directory")
    references = lane_references(lane, request_input)
    if not references:
        raise CannotObserve("the input shows no reference on this lane")
    records = [{"refId": ref_id} for _, ref_id in references]
    block, ref_id = references[0]
    try:
        record, save = dereference(block, connection, max_bytes, directory, ref_id)
    except FetchRefused as refused:
        saves, outcome = [], {"ok": False, "error": refused.reason}
    else:
        records[0].update(record)
        saves = [save]
        outcome = {"ok": True, "bytes": record["verifiedBytes"], "path": record["fetchedPath"],
                   "mimeType": record["verifiedMimeType"], "digestVerified": record["digestVerified"]}
    return {"before": before, "after": observe(lane, request_input),
            "records": records, "saves": saves, "outcome": outcome}


class UnknownReference(Exception):
    """RFC-005 5: a lookup of an id that is not live."""


class Registry(object):
    """RFC-005 5's reference records: ids ref_1, ref_2, ... from a counter
    never reused; at most LIVE_MAX records live, the oldest evicted first;
    a lookup of an evicted or unknown id is UnknownReference, never another
    record."""

    LIVE_MAX = 1024  # Here: the bound on live records

    def __init__(self):
        self.records = collections.OrderedDict()
        self.by_testimony = {}
        self.issued = 0

    def register(self, block):
        """The record of the reference block: the live one of the same
        testimony (SPEC 12: a live reference keeps its id), else a new
        one; its id."""
        key = write_json(block)
        live = self.by_testimony.get(key)
        if live in self.records:
            return live
        self.issued += 1
        ref_id = "ref_%d" % self.issued
        self.records[ref_id] = {"refId": ref_id, "uri": block["uri"], "key": key}
        self.by_testimony[key] = ref_id
        while len(self.records) > self.LIVE_MAX:
            _, gone = self.records.popitem(last=False)
            self.by_testimony.pop(gone["key"], None)
        return ref_id

    def lookup(self, ref_id):
        """The live record of ref_id, or UnknownReference."""
        if ref_id not in self.records:
            raise UnknownReference(ref_id)
        return self.records[ref_id]


REGISTRY = Registry()  # Here: one registry for the session, so ids are never reused in it
MAX_REGISTRATIONS = 100000  # Here: the most one registry request may ask for
NEVER_ISSUED = "ref_unknown_fixture"


def _lookup_answer(registry, ref_id):
    """A lookup as the registry answer shows it: the record's id, or null
    and the defined error."""
    try:
        return {"refId": registry.lookup(ref_id)["refId"]}, None
    except UnknownReference:
        return None, {"error": "unknown reference: %s" % ref_id}


def registry_operation(request, registry=None):
    """The protocol's registry (adapters/PROTOCOL.md): the input's first
    reference registered, again while it lives, then registrations others
    (its testimony at <origin>/eviction/<i>), then the first once more;
    and the lookups of the first id and of one never issued. No request
    is made."""
    registry = REGISTRY if registry is None else registry
    request_input = request.get("input")
    content = request_input.get("content") if isinstance(request_input, dict) else None
    if not isinstance(content, list):
        raise CannotObserve("input must hold content")
    blocks = [c.block for c in map(classify, content) if c is not None and c.kind == K_REFERENCE]
    if not blocks:
        raise CannotObserve("the input holds no reference")
    count = _size_bytes_claim(request.get("registrations"))
    if count is None or not 1 <= count <= MAX_REGISTRATIONS:
        raise CannotObserve("registrations must be an integer from 1 to %d" % MAX_REGISTRATIONS)
    connection = request.get("connection")
    origin = connection.get("origin") if isinstance(connection, dict) else None
    if not isinstance(origin, str):
        raise CannotObserve("registry needs a connection with an origin")
    first_id = registry.register(blocks[0])
    stable_id = registry.register(blocks[0])
    ids = [first_id] + [registry.register(dict(blocks[0], uri="%s/eviction/%d" % (origin, i))) for i in range(count)]
    fresh = registry.lookup(registry.register(blocks[0]))
    ids.append(fresh["refId"])
    evicted, evicted_error = _lookup_answer(registry, first_id)
    unknown, unknown_error = _lookup_answer(registry, NEVER_ISSUED)
    answer = {"firstId": first_id, "stableId": stable_id, "ids": ids, "evicted": evicted, "unknown": unknown,
              "fresh": {"refId": fresh["refId"], "uri": fresh["uri"]}}
    answer.update((k, v) for k, v in (("evictedError", evicted_error), ("unknownError", unknown_error)) if v is not None)
    return answer  # an error member only beside a lookup that found nothing (the schema has no null error)


OPERATION_HANDLERS = {"fetch": fetch_operation, "registry": registry_operation}


def main():
    serve(sys.stdin.buffer, sys.stdout.buffer, sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

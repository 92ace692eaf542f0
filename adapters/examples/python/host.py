#!/usr/bin/env python3
"""An rfc005-lanes host in Python, written from SPEC.md alone.

It speaks the adapter protocol, version 1 (adapters/PROTOCOL.md): one JSON
object per line on stdin (hello, observe, bye), one answer per line on
stdout. It implements SPEC sections 2 to 9 with the reference profile's
exact marker strings (SPEC 3), independently of the Go reference host, so
that the two can be checked against each other.

Only Python 3's standard library is used; it runs on Python 3.9 and later.

Where SPEC leaves a point open, the project decided it (see the brief this
file was written to); those places say "Project:" in their comments. Where
this file had to decide something neither says, the comment says "Here:".

    python3 host.py < requests.jsonl
"""

import json
import math
import re
import sys
from decimal import Decimal

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
# Strings as ECMAScript sees them: UTF-16 lengths, well-formedness, trim
# ---------------------------------------------------------------------------

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def utf16_len(s):
    """The length of s in UTF-16 code units, as ECMAScript's .length counts."""
    return len(s) + sum(1 for ch in s if ord(ch) > 0xFFFF)


def rejoin_surrogates(s):
    """Join a high and a low surrogate that ended up side by side into the one
    character they encode, as an ECMAScript string would read them."""
    if not _LONE_SURROGATE.search(s):
        return s
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def well_formed(s):
    """SPEC 9: every lone surrogate becomes U+FFFD."""
    return _LONE_SURROGATE.sub("\ufffd", rejoin_surrogates(s))


# SPEC 7: ECMAScript's WhiteSpace and LineTerminator (Zs spelled out, so the
# answer does not depend on the Unicode version of this Python).
_ES_WHITESPACE = (
    "\u0009\u000b\u000c\u0020\u00a0\ufeff"  # TAB VT FF SP NBSP ZWNBSP
    "\u000a\u000d\u2028\u2029"  # LF CR LS PS
    "\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u202f\u205f\u3000"  # the rest of Zs (U+0020 and U+00A0 above)
)


def es_trim(s):
    """String.prototype.trim: ECMAScript whitespace only (not U+0085, U+180E, U+200B)."""
    return s.strip(_ES_WHITESPACE)


# SPEC 3 <label>: C0/C1 controls (category Cc) and these bidi marks are removed.
_BIDI_MARKS = {0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
               0x2066, 0x2067, 0x2068, 0x2069}
LABEL_MAX = 120


def _is_label_removed(ch):
    cp = ord(ch)
    return cp <= 0x1F or 0x7F <= cp <= 0x9F or cp in _BIDI_MARKS


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
K_UNSHOWABLE = "unshowable"        # any other block (Project)

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

    __slots__ = ("kind", "block", "contents", "text", "uri", "never")

    def __init__(self, kind, block, contents=None, text=None, uri=None, never=False):
        self.kind, self.block, self.contents = kind, block, contents
        self.text, self.uri, self.never = text, uri, never


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
    return isinstance(value, str) and value != ""


def blob_contents(blob, mime):
    """SPEC 2.1 rule 2, a blob: by its media type m."""
    if not _is_nonempty_string(mime):
        return Contents(MARKER, text=NO_MEDIA_TYPE)
    match = _MEDIA_TYPE.match(mime)
    if match:  # image/audio with a subtype, any case; m kept exactly as sent
        return Contents(MEDIA, media=match.group(1).lower(), data=blob, mime=mime)
    return Contents(MARKER, text=UNSUPPORTED.format(label=label(mime),
                                                    size=size_text(blob_size(blob))))


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


def inline_contents(block):
    """An image or audio block with string data. SPEC 8: a disposition member or
    a string uri beside the data withholds it. Project: no non-empty string
    mimeType shows the no-media-type marker; otherwise it is that media, its
    mimeType kept as sent."""
    if "disposition" in block or isinstance(block.get("uri"), str):
        return Contents(MARKER, text=WITHHELD)
    mime = block.get("mimeType")
    if not _is_nonempty_string(mime):
        return Contents(MARKER, text=NO_MEDIA_TYPE)
    return Contents(MEDIA, media=block["type"], data=block["data"], mime=mime)


def classify(value):
    """SPEC 2: what a value is, for every lane and every walk. None when the
    value is no block at all."""
    if not is_block(value):
        return None
    kind = value["type"]
    if kind == "resource":
        if has_uri_of_its_own(value):
            uri = value["uri"]
            never = value.get("disposition") == "never"
            if isinstance(uri, str) and utf16_len(uri) > URI_MAX:
                # SPEC 6: a uri over 4,096 units fails RFC-005's schema: no
                # reference at all (the no-link line, no id), yet it claims.
                return Classified(K_NO_LINK, value, text=NO_LINK, uri=uri, never=never)
            if isinstance(uri, str):  # rule 1: an MCPL reference (SPEC 6)
                return Classified(K_REFERENCE, value, uri=uri, never=never)
            # rule 1: a non-string uri of its own fails RFC-005's schema.
            return Classified(K_NO_LINK, value, text=NO_LINK)
        resource = value.get("resource")
        if isinstance(resource, dict) and isinstance(resource.get("uri"), str):
            # rule 2: an embedded resource (SPEC 2.1). SPEC 6: its never counts only with a uri.
            never = (value.get("disposition") == "never"
                     or resource.get("disposition") == "never") and resource["uri"] != ""
            return Classified(K_EMBEDDED, value, contents=embedded_contents(value, resource),
                              uri=resource["uri"], never=never)
        return Classified(K_NO_LINK, value, text=NO_LINK)  # rule 3
    if kind == "text":
        if isinstance(value.get("text"), str):
            return Classified(K_TEXT, value, text=value["text"])
        return Classified(K_TEXT_NOT_STRING, value, text=TEXT_NOT_SHOWN)
    if kind in ("image", "audio") and isinstance(value.get("data"), str):
        uri = value.get("uri")
        never = isinstance(uri, str) and value.get("disposition") == "never"
        return Classified(K_INLINE, value, contents=inline_contents(value),
                          uri=uri if isinstance(uri, str) else None, never=never)
    # Project: any other type, and image/audio whose data is not a string.
    return Classified(K_UNSHOWABLE, value, text=BLOCK_NOT_SHOWN.format(label=label(kind)))


# Kinds a walk through structured data replaces (SPEC 5; Project: everything
# else stays data and the walk descends into it).
REPLACED_AT_DEPTH = (K_REFERENCE, K_NO_LINK, K_EMBEDDED, K_INLINE)


def classify_at_depth(value):
    """The classification of a value a structured-data walk replaces, else None."""
    classified = classify(value)
    if classified is not None and classified.kind in REPLACED_AT_DEPTH:
        return classified
    return None


# ---------------------------------------------------------------------------
# SPEC 6: the result's claims, reference ids, a reference's line or stub
# ---------------------------------------------------------------------------

def collect_claims(value, claims, embedded_uris):
    """SPEC 6: the uris the result marks never, and the uris of its embedded
    resources, as same-uri keys, at any depth; the walk never descends into
    an embedded resource."""
    if isinstance(value, list):
        for item in value:
            collect_claims(item, claims, embedded_uris)
        return
    if not isinstance(value, dict):
        return
    classified = classify(value)
    if classified is not None and classified.never:
        claims.add(same_uri_key(classified.uri))
    if classified is not None and classified.kind == K_EMBEDDED:
        embedded_uris.add(same_uri_key(classified.uri))
        return
    for member in value.values():
        collect_claims(member, claims, embedded_uris)


URI_MAX = 4096       # SPEC 6: a longer top-level uri is no reference
FIELD_MAX = 255      # SPEC 6: a longer name or mimeType is absent
SIZE_MAX = 2 ** 53 - 1  # SPEC 6: the largest valid sizeBytes

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
_HEX = "0123456789abcdefABCDEF"


def same_uri_key(uri):
    """SPEC 6: two uris are the same when equal after ASCII lower-casing and
    decoding every %XX escape. Here (as the Go reference): each escape is
    decoded once, to its byte, before the lower-casing, so %53 is "s" too;
    the key is bytes, the uri's UTF-8 (well formed) with the escapes decoded."""
    raw = well_formed(uri).encode("utf-8")
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


def _is_control(ch):
    """A C0 or C1 control, DEL included (category Cc)."""
    cp = ord(ch)
    return cp <= 0x1F or 0x7F <= cp <= 0x9F


def line_may_show(uri):
    """SPEC 6 (fail closed, read on the uri as a string with no URL parser):
    the uri has a scheme that is neither http nor https, ASCII case aside,
    and none of @ ? #, a backslash, ECMAScript whitespace or a C0/C1 control."""
    match = _SCHEME.match(uri)
    if not match or match.group(1).lower() in ("http", "https"):
        return False
    return not any(ch in "@?#\\" or ch in _ES_WHITESPACE or _is_control(ch) for ch in uri)


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
    (3.0 is 3; 2^53, -1, 3.5 and "12" are not)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and (not math.isfinite(value) or not value.is_integer()):
        return None
    return int(value) if 0 <= value <= SIZE_MAX else None


def reference_stub(classified, ref_id):
    """SPEC 6: [Reference <id>: <name>, <mime>, <size> claimed], each part only
    when present and valid (Here: a name or mimeType whose label is not
    empty); " claimed" follows the size only; [Reference <id>] with none."""
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
        self.claims = set()
        self.embedded_uris = set()
        collect_claims(value, self.claims, self.embedded_uris)
        self.last_id = 0

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
    as nothing to see (Project: a text block whose text is not a string)."""

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
    return {"type": "text", "text": text}


def media_block(shown):
    return {"type": shown.media, "data": shown.data, "mimeType": shown.mime}


def tool_audio_marker(shown):
    """SPEC 3: audio in a tool result."""
    return TOOL_AUDIO.format(label=label(shown.mime), size=size_text(blob_size(shown.data)))


def image_placeholder(shown):
    """SPEC 3: the stored image placeholder, m trimmed and lower-cased."""
    return IMAGE_PLACEHOLDER.format(mime=well_formed(es_trim(shown.mime).lower()),
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
    """SPEC 7: blank text (a text block's or an embedded resource's), or a text
    block whose text is not a string."""
    if shown.kind == TEXT:
        return es_trim(shown.text) == ""
    return shown.blank_marker


def visibly_empty(shown_blocks):
    """SPEC 7: every block is nothing to see; an empty array is empty."""
    return all(is_nothing_to_see(s) for s in shown_blocks)


# ---------------------------------------------------------------------------
# JSON written as ECMAScript's JSON.stringify writes it
# ---------------------------------------------------------------------------

def es_number(x):
    """Number::toString (ECMA-262 6.1.6.1.20) of a JSON number; JSON.stringify
    writes a non-finite number as null and -0 as 0."""
    if isinstance(x, int) and not isinstance(x, bool):
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
    escaped (\\b \\t \\n \\f \\r, else \\u00xx in lower case), the rest raw."""
    return '"' + _NEEDS_ESCAPE.sub(_escape_char, s) + '"'


def es_stringify(value):
    """JSON.stringify(value) with no whitespace, member order kept."""
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
    if isinstance(value, list):
        return "[" + ",".join(es_stringify(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(es_string(k) + ":" + es_stringify(v)
                              for k, v in value.items()) + "}"
    raise TypeError("not a JSON value: %r" % (value,))


def _reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def es_parse(text):
    """JSON.parse: every number a double; NaN and Infinity are no JSON. A
    repeated member keeps its first position and its last value."""
    return json.loads(text, parse_int=float, parse_constant=_reject_constant)


def well_formed_value(value):
    """SPEC 9: every string of an answer (member names included) made well formed."""
    if isinstance(value, str):
        return well_formed(value)
    if isinstance(value, list):
        return [well_formed_value(v) for v in value]
    if isinstance(value, dict):
        return {well_formed(k): well_formed_value(v) for k, v in value.items()}
    return value


# ---------------------------------------------------------------------------
# SPEC 5: tool results, content arrays and data at any depth
# ---------------------------------------------------------------------------

def is_content_array(value):
    """SPEC 5: a JSON array, every element a block (an empty array included)."""
    return isinstance(value, list) and all(is_block(v) for v in value)


def is_embedded_resource(value):
    classified = classify(value)
    return classified is not None and classified.kind == K_EMBEDDED


def resolve_blocks(content, ctx):
    return [resolve(classify(block), ctx) for block in content]


def stored_walk(value, ctx):
    """SPEC 5: the data with every replaced block at any depth as the string its
    stored copy shows; never entering a replaced block."""
    if isinstance(value, list):
        return [stored_walk(v, ctx) for v in value]
    if isinstance(value, dict):
        classified = classify_at_depth(value)
        if classified is not None:
            return stored_text(resolve(classified, ctx))
        return {k: stored_walk(v, ctx) for k, v in value.items()}
    return value


def script_walk(value, ctx):
    """SPEC 5 script view: the same structure with every embedded resource,
    MCPL reference and resource with no link as the block the script column
    gives, and inline data with a claim as the withheld line (SPEC 8); every
    other block is kept as it came, its members walked. Idempotent, since the
    blocks it writes are left as they are when viewed again."""
    if isinstance(value, list):
        return [script_walk(v, ctx) for v in value]
    if isinstance(value, dict):
        classified = classify_at_depth(value)
        if classified is not None and (classified.kind != K_INLINE
                                       or classified.contents.text == WITHHELD):
            return script_block(resolve(classified, ctx))
        return {k: script_walk(v, ctx) for k, v in value.items()}
    return value


def tool_result_text(data, ctx):
    """The one text of a tool result whose data is not a content array: an
    embedded resource's stored copy, or the data's JSON text (SPEC 5)."""
    if is_embedded_resource(data):
        return stored_text(resolve(classify(data), ctx))
    return es_stringify(stored_walk(data, ctx))


# ---------------------------------------------------------------------------
# The lanes
# ---------------------------------------------------------------------------

def observe_live(value, ctx):
    if is_content_array(value):
        return {"blocks": [live_block(s) for s in resolve_blocks(value, ctx)]}
    return {"blocks": [text_block(tool_result_text(value, ctx))]}


def observe_stored(value, ctx):
    if is_content_array(value):
        return {"text": "\n".join(stored_text(s) for s in resolve_blocks(value, ctx))}
    return {"text": tool_result_text(value, ctx)}


def observe_script(value, ctx):
    return {"view": script_walk(value, ctx)}


def observe_guard(value, ctx):
    """SPEC 5: nothing kept of an embedded resource; Project: else the script view."""
    if is_embedded_resource(value):
        return {"kept": None}
    return {"kept": script_walk(value, ctx)}


def observe_refusable(value, ctx):
    """push and channel: SPEC 7 refuses visibly empty content."""
    shown = resolve_blocks(value, ctx)
    if visibly_empty(shown):
        return {"refused": "empty"}
    return {"blocks": [content_lane_block(s) for s in shown]}


def observe_user(value, ctx):
    return {"blocks": [content_lane_block(s) for s in resolve_blocks(value, ctx)]}


def observe_system(value, ctx):
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
        value = request_input["content"]
        if not is_content_array(value):
            raise CannotObserve("content is not an array of blocks")
    else:
        if lane not in DATA_LANES:
            raise CannotObserve("%s takes content, not data" % lane)
        value = request_input["data"]
    return OBSERVERS[lane](value, Context(value))


# ---------------------------------------------------------------------------
# The protocol (adapters/PROTOCOL.md)
# ---------------------------------------------------------------------------

def write_answer(answer):
    """One answer line: JSON.stringify style, UTF-8, every string well formed
    (SPEC 9: no lone surrogate, escaped or raw), flushed."""
    line = es_stringify(well_formed_value(answer)) + "\n"
    sys.stdout.buffer.write(line.encode("utf-8"))
    sys.stdout.buffer.flush()


def _valid_seq(seq):
    return (not isinstance(seq, bool) and isinstance(seq, (int, float))
            and math.isfinite(seq) and seq >= 0 and float(seq).is_integer())


def handle(request):
    """The answer to one request, or None for bye (the host then exits)."""
    if not isinstance(request, dict):
        return {"error": "a request is a JSON object"}
    op = request.get("op")
    if op == "hello":
        if request.get("protocol") != PROTOCOL:
            return {"error": "this host speaks protocol 1"}
        return {"op": "hello", "protocol": PROTOCOL,
                "host": {"name": HOST_NAME, "version": HOST_VERSION},
                "lanes": list(LANES)}
    if op == "bye":
        return None
    if op != "observe":
        return {"error": "unknown op"}
    seq = request.get("seq")
    if not _valid_seq(seq):
        return {"error": "observe needs a seq, a non-negative integer"}
    try:
        return {"seq": seq, "observation": observe(request.get("lane"), request.get("input"))}
    except CannotObserve as problem:
        return {"seq": seq, "error": str(problem)}
    except RecursionError:
        return {"seq": seq, "error": "the input is nested too deeply"}


def serve(stdin, log):
    for raw in stdin:
        if not raw.strip():
            continue
        try:
            request = es_parse(raw.decode("utf-8", "replace"))
        except (ValueError, RecursionError) as problem:
            write_answer({"error": "the request is not JSON: %s" % problem})
            continue
        try:
            answer = handle(request)
        except Exception as problem:  # never lose the session to one bad request
            log.write("host.py: %r\n" % (problem,))
            log.flush()
            seq = request.get("seq") if isinstance(request, dict) else None
            answer = {"error": "internal error: %s" % problem}
            if _valid_seq(seq):
                answer = {"seq": seq, "error": answer["error"]}
        if answer is None:  # bye
            return
        write_answer(answer)


def main():
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 4000))
    serve(sys.stdin.buffer, sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

package refhost

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/rfc005-lanes/rfc005-lanes/adapters"
	"github.com/rfc005-lanes/rfc005-lanes/internal/spec"
)

// TestMarkerTexts pins the reference profile's exact strings (SPEC section 3)
// and the lengths the seed measured.
func TestMarkerTexts(t *testing.T) {
	t.Parallel()
	blob3KB := strings.Repeat("AAAA", 1024) // 3,072 bytes
	tests := []struct {
		name, got, want string
		chars           int // the length the seed or SPEC gives, or 0
	}{
		{"no_link", spec.NoLinkText, "[Reference not shown: it arrived without a link.]", 49},
		{"withheld", spec.WithheldText, "[inline content withheld: nonconformant bulk disposition on inline data]", 0},
		{"unsupported_type_pdf_3KB", host{}.UnsupportedTypeText("application/pdf", blob3KB),
			"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]", 79},
		{"no_media_type", spec.NoMediaTypeText, "[Resource not shown: its data arrived without a media type.]", 0},
		{"unreadable", spec.UnreadableText, "[Resource not shown: its contents arrived as neither text nor data, or as both.]", 0},
		{"tool_result_audio_wav_3KB", host{}.ToolResultAudioText("audio/wav", blob3KB),
			"[Audio not shown: this host's tool results carry only text and images (audio/wav, ~3KB).]", 89},
		{"system_image", spec.SystemImageText, "[image block not shown: the system prompt carries text only.]", 0},
		{"system_audio", spec.SystemAudioText, "[audio block not shown: the system prompt carries text only.]", 0},
		{"image_no_data", spec.ImageNoDataText, "[Image: no data]", 0},
		{"audio_no_data", spec.AudioNoDataText, "[Audio: no data]", 0},
		{"stored_image_trimmed_and_lower_cased", host{}.StoredImageText(" Image/PNG\t", pngBlob), "[image: image/png, 8B]", 0},
		{"stored_image_keeps_parameters", host{}.StoredImageText("image/png; Q=1", pngBlob), "[image: image/png; q=1, 8B]", 0},
		{"stored_image_trims_feff", host{}.StoredImageText("\ufeffimage/gif\u3000", ""), "[image: image/gif, 0B]", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("mismatch (-want +got):\n%s", cmp.Diff(tt.want, tt.got))
			}
			if tt.chars != 0 && utf8.RuneCountInString(tt.got) != tt.chars {
				t.Errorf("%q has %d characters, want %d", tt.got, utf8.RuneCountInString(tt.got), tt.chars)
			}
		})
	}
}

// TestSize pins the size format of SPEC section 3 at its boundaries. An exact
// half rounds up, as ECMAScript's Math.round and toFixed round it.
func TestSize(t *testing.T) {
	t.Parallel()
	const kib, mib, gib = 1 << 10, 1 << 20, 1 << 30
	for _, tt := range []struct {
		n    int64
		want string
	}{
		{0, "0B"}, {1, "1B"}, {1023, "1023B"},
		{1024, "~1KB"}, {1535, "~1KB"}, {1536, "~2KB"}, {3072, "~3KB"},
		{mib - 513, "~1023KB"}, {mib - 512, "~1024KB"}, {mib - 1, "~1024KB"},
		{mib, "~1.0MB"}, {mib + mib/20, "~1.0MB"}, {mib + mib/20 + 1, "~1.1MB"}, // 1.04999… and 1.05000…
		{mib + mib/4, "~1.3MB"}, // 1.25 exactly: half up (Go's %.1f would say 1.2)
		{16 * mib, "~16.0MB"},
		{gib - 1, "~1024.0MB"},
		{gib, "~1.0GB"}, {gib + gib/4, "~1.3GB"}, {5 * gib, "~5.0GB"},
	} {
		if got := Size(tt.n); got != tt.want {
			t.Errorf("Size(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

// TestLabel pins how a media type is shown in a marker (SPEC section 3):
// controls and bidi marks removed, bounded at 120 UTF-16 units, well formed.
func TestLabel(t *testing.T) {
	t.Parallel()
	m120 := "application/" + strings.Repeat("x", 108)
	m121 := m120 + "y"
	pairAt119 := "application/" + strings.Repeat("x", 106) + "\U0001F600" + "zz" // the pair is units 119-120
	tests := []struct {
		name, m, want string
	}{
		{"plain", "application/pdf", "application/pdf"},
		{"case_kept", "Application/PDF", "Application/PDF"},
		{"120_units_kept_whole", m120, m120},
		{"121_units_cut_to_119_and_ellipsis", m121, m120[:119] + "…"},
		{"c0_controls_removed", "app\x00lic\tation/\x1fpdf\n", "application/pdf"},
		{"del_and_c1_controls_removed", "app\u007flic\u0080ation/\u0085p\u009fdf", "application/pdf"},
		{"bidi_marks_removed", "\u200eapp\u200fl\u202ai\u202bc\u202ca\u202dt\u202eion/\u2066p\u2067d\u2068f\u2069",
			"application/pdf"},
		{"other_format_characters_kept", "a\u200bb\u2060c", "a\u200bb\u2060c"},
		{"removal_before_the_bound", strings.Repeat("\u202e", 50) + m120, m120},
		{"pair_cut_by_the_bound_is_made_well_formed", pairAt119, pairAt119[:118] + "\uFFFD…"},
		{"pair_before_the_bound_is_kept", "\U0001F600" + strings.Repeat("x", 118), "\U0001F600" + strings.Repeat("x", 118)},
		{"invalid_utf8_made_well_formed", "image/\xffpng", "image/\uFFFDpng"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Label(tt.m)
			if got != tt.want {
				t.Errorf("Label(%q): mismatch (-want +got):\n%s", tt.m, cmp.Diff(tt.want, got))
			}
			if !utf8.ValidString(got) {
				t.Errorf("Label(%q) = %q is not well formed", tt.m, got)
			}
			if n := len(utf16.Encode([]rune(got))); n > spec.LabelMax {
				t.Errorf("Label(%q) has %d UTF-16 units, over %d", tt.m, n, spec.LabelMax)
			}
		})
	}
}

// TestTrim pins ECMAScript's whitespace (SPEC section 7), which is not Go's.
func TestTrim(t *testing.T) {
	t.Parallel()
	for _, r := range []rune{0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A,
		0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF} {
		if !(host{}).IsWhitespace(r) {
			t.Errorf("IsWhitespace(%U) = false, want true", r)
		}
	}
	for _, r := range []rune{0x85, 0x180E, 0x200B, 0x2060, 0x00, 0x1C, 0x1F, 'a'} {
		if (host{}).IsWhitespace(r) {
			t.Errorf("IsWhitespace(%U) = true, want false", r)
		}
	}
	if got := Trim("\ufeff\u3000 a b\u2029\n"); got != "a b" {
		t.Errorf("Trim = %q, want %q", got, "a b")
	}
	if got := Trim("\u0085a\u0085"); got != "\u0085a\u0085" {
		t.Errorf("Trim kept = %q: U+0085 is not ECMAScript whitespace", got)
	}
}

// TestLabelOnLanes pins the label's bound, its removals and its well-formed
// output where a marker shows it.
func TestLabelOnLanes(t *testing.T) {
	t.Parallel()
	m121 := "application/" + strings.Repeat("x", 109)
	want := "[Resource not shown: this host can't display its data (" + m121[:119] + "…, 3B).]"
	expect(t, adapters.Push, content(embedded(`"mimeType":"`+m121+`","blob":"AAAA"`)), blocksObs(textBlock(want)))
	expect(t, adapters.ToolResultLive, content(embedded(`"mimeType":"audio/\u202ewav\u0007","blob":"`+wavBlob+`"`)),
		blocksObs(textBlock(host{}.ToolResultAudioText("audio/wav", wavBlob))))
	expect(t, adapters.InjectionUser, content(embedded(`"mimeType":"font/\uD800woff","blob":"AAAA"`)),
		blocksObs(textBlock("[Resource not shown: this host can't display its data (font/\uFFFDwoff, 3B).]")))
}

// TestLabelRejoinsSurrogates pins SPEC 3's decision: the label's removal
// works on the UTF-16 sequence as sent, so a pair split by a removed control
// or bidi mark joins again; only a surrogate still alone after the cut
// becomes U+FFFD.
func TestLabelRejoinsSurrogates(t *testing.T) {
	t.Parallel()
	x113 := strings.Repeat("x", 113) // "text/" and these are 118 units
	tests := []struct {
		name, m, want string // m: the inside of a JSON string
	}{
		{"split_by_a_control", `text/\ud83d\u0001\ude00`, "text/😀"},
		{"split_by_a_bidi_mark", `text/\ud83d\u202e\ude00`, "text/😀"},
		{"split_by_several", `text/\ud83d\u0085\u200e\u0000\ude00`, "text/😀"},
		{"split_by_a_raw_c1_control", "text/\\ud83d\u0085\\ude00", "text/😀"},
		{"high_alone", `text/\ud83d\u0001x`, "text/\uFFFDx"},
		{"low_alone", `text/\ude00`, "text/\uFFFD"},
		{"low_then_high_do_not_join", `text/\ude00\u0001\ud83d`, "text/\uFFFD\uFFFD"},
		{"high_then_pair", `text/\ud83d\u0001\ud83d\ude00`, "text/\uFFFD😀"},
		{"joined_pair_kept_at_the_bound", `text/` + x113 + `\ud83d\u0001\ude00`, "text/" + x113 + "😀"},
		{"joined_pair_cut_by_the_bound", `text/` + x113 + `\ud83d\u0001\ude00zz`, "text/" + x113 + "\uFFFD…"},
		{"pair_as_sent_cut_by_the_bound", `text/` + x113 + `😀zz`, "text/" + x113 + "\uFFFD…"},
		{"lone_surrogate_counts_one_unit", `text/` + x113 + `\ud800\u0001yz`, "text/" + x113 + "\uFFFD…"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := "[Resource not shown: this host can't display its data (" + tt.want + ", 3B).]"
			expect(t, adapters.Push, content(embedded(`"mimeType":"`+tt.m+`","blob":"AAAA"`)), blocksObs(textBlock(want)))
		})
	}
	t.Run("tool_result_audio", func(t *testing.T) {
		expect(t, adapters.ToolResultLive, content(embedded(`"mimeType":"audio/\ud83d\u0001\ude00","blob":"AAAA"`)),
			blocksObs(textBlock("[Audio not shown: this host's tool results carry only text and images (audio/😀, 3B).]")))
		expect(t, adapters.ToolResultStored, content(`{"type":"audio","data":"AAAA","mimeType":"audio/\ud83d\u200f\ude00"}`),
			storedObs("[Audio not shown: this host's tool results carry only text and images (audio/😀, 3B).]"))
	})
	t.Run("unsupported_block_type", func(t *testing.T) {
		expect(t, adapters.Push, content(`{"type":"x\ud83d\u0001\ude00"}`), blocksObs(textBlock(host{}.UnsupportedBlockText("x😀"))))
	})
	t.Run("a_text_keeps_its_control_and_its_lone_surrogates", func(t *testing.T) {
		expect(t, adapters.Push, content(`{"type":"text","text":"\ud83d\u0001\ude00"}`), blocksObs(textBlock("\uFFFD\x01\uFFFD")))
	})
	t.Run("label_of_wtf8", func(t *testing.T) {
		if got := Label("text/\xed\xa0\xbd\x01\xed\xb8\x80"); got != "text/😀" {
			t.Errorf("Label(WTF-8 of text/\\ud83d\\u0001\\ude00) = %q, want %q", got, "text/😀")
		}
	})
}

// TestStoredImageCase pins the stored placeholder's lower-casing and trimming
// (SPEC 3): ECMAScript's toLowerCase, full Unicode without a locale (İ
// becomes i and a combining dot, a final Σ becomes ς), and its trim.
func TestStoredImageCase(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, m, want string
	}{
		{"ascii", "IMAGE/PNG", "image/png"},
		{"dotted_capital_i", "image/PNG;name=İ", "image/png;name=i\u0307"},
		{"final_sigma", "image/ΣΑΣ", "image/σας"},
		{"lone_sigma_after_no_letter", "image/Σ", "image/σ"},
		{"sigma_after_a_latin_letter", "image/x-AΣ", "image/x-aς"},
		{"sigma_before_a_letter", "image/ΑΣΑ", "image/ασα"},
		{"sigma_before_a_space", "image/ΑΣ Β", "image/ας β"},
		{"sigma_before_an_ignorable_and_a_letter", "image/ΑΣ.Β", "image/ασ.β"},
		{"sigma_before_a_quote_and_a_letter", "image/AΣ'B", "image/aσ'b"},
		{"sigma_before_a_combining_mark", "image/AΣ\u0301", "image/aς\u0301"},
		{"sigma_after_a_combining_mark", "image/A\u0301Σ", "image/a\u0301ς"},
		{"sigma_after_a_colon", "image/A:Σ", "image/a:ς"},
		{"sigma_before_a_digit", "image/AΣ1", "image/aς1"},
		{"sigma_before_trailing_space_trimmed", "image/ΑΣ\u3000", "image/ας"},
		{"kelvin_sign", "image/\u212a", "image/k"},
		{"capital_sharp_s", "image/\u1e9e", "image/ß"},
		{"title_case_dz", "image/\u01c5", "image/\u01c6"},
		{"greek_with_prosgegrammeni", "image/\u1f88", "image/\u1f80"},
		{"trimmed_feff_and_zs", "\ufeff IMAGE/GIF\u3000\u2029", "image/gif"},
		{"u0085_not_trimmed_but_removed_as_a_control", "image/gif\u0085", "image/gif"},
		{"feff_trimmed_not_kept", "image/gif\ufeff", "image/gif"},
		{"controls_and_bidi_removed", "image/p\u0001ng\u202e", "image/png"},
		{"sigma_before_a_unicode_15_mark", "IMAGE/AΣ\U00011F00B", "image/aσ\U00011F00b"},
		{"lone_surrogate_well_formed", "image/\uFFFDΣ", "image/\uFFFDσ"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, want := (host{}).StoredImageText(tt.m, pngBlob), "[image: "+tt.want+", 8B]"; got != want {
				t.Errorf("StoredImageText(%q): mismatch (-want +got):\n%s", tt.m, cmp.Diff(want, got))
			}
		})
	}
	t.Run("on_the_stored_lane", func(t *testing.T) {
		expect(t, adapters.ToolResultStored, content(embedded(`"mimeType":"Image/ΣΑΣ;q=İ\ufeff","blob":"`+pngBlob+`"`)),
			storedObs("[image: image/σας;q=i\u0307, 8B]"))
		expect(t, adapters.ToolResultStored, data(`{"i":{"type":"image","data":"`+pngBlob+`","mimeType":"IMAGE/ΑΣ"}}`),
			storedObs(`{"i":"[image: image/ας, 8B]"}`))
	})
}

// TestSizeRevision2 pins the size at the edges SPEC 3 names: padding of two
// and three, a blob "=", halves that separate rounding half up from half
// even, and gigabytes.
func TestSizeRevision2(t *testing.T) {
	t.Parallel()
	const kib, mib, gib = 1 << 10, 1 << 20, 1 << 30
	for _, tt := range []struct {
		blob string
		want string
	}{
		{"=", "0B"}, {"==", "0B"}, {"===", "0B"}, {"A=", "0B"}, {"AA=", "1B"}, {"AAA==", "1B"}, {"AAAA===", "3B"},
		{"AAAAAA==", "4B"}, {"\uFFFD\uFFFD\uFFFD\uFFFD", "3B"},
	} {
		if got := Size(spec.DecodedSize(tt.blob)); got != tt.want {
			t.Errorf("Size(DecodedSize(%q)) = %q, want %q", tt.blob, got, tt.want)
		}
	}
	for _, tt := range []struct {
		n    int64
		want string
	}{
		{2560, "~3KB"}, {2559, "~2KB"}, {4608, "~5KB"}, // 2.5 and 4.5: half up, not half even
		{mib * 9 / 4, "~2.3MB"}, {mib*9/4 - 1, "~2.2MB"}, // 2.25
		{gib * 9 / 4, "~2.3GB"}, {gib * 3 / 2, "~1.5GB"}, {gib*1024 - 1, "~1024.0GB"},
		{1<<53 - 1, "~8388608.0GB"},
	} {
		if got := Size(tt.n); got != tt.want {
			t.Errorf("Size(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	expect(t, adapters.Push, content(embedded(`"mimeType":"application/pdf","blob":"="`)),
		blocksObs(textBlock("[Resource not shown: this host can't display its data (application/pdf, 0B).]")))
}

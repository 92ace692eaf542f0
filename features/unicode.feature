# Generated from vectors/unicode.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-unicode
Feature: Unicode versions: SPEC reads Unicode 15.0, and a host on 15.1, 16.0 or 17.0 tables passes every MUST check
  SPEC reads characters as Unicode 15.0 does (SPEC 1 unicode version).
  Revision 4 lets a host carry Unicode 15.1, 16.0 or 17.0 tables: where a
  property SPEC reads differs, a case says what the later tables show (its
  "unicode" readings), and a host showing that fails one SHOULD check, never a
  MUST check. Between 15.0 and 17.0 no character changes general category Cf,
  Zs or White_Space, so the reference line and trimming read alike on every
  version; what differs is lower-casing (27 capital letters gain a lower-case
  mapping in 16.0, 55 by 17.0) and the final-sigma rule (Cased and
  Case_Ignorable: 52 and 44 code points change in 16.0, 108 and 89 by 17.0,
  among them U+0295, cased no more in 17.0, and U+1171E, case-ignorable no
  more in 16.0), which only the stored image placeholder shows. A reading
  older than 15.0 is not accepted: U+13439 to U+1343F became format characters
  in 15.0.

  @should @image @placeholder @unicode
  Scenario: unicode/placeholder-garay-capital: A Garay capital letter in a stored image placeholder's media type: unassigned in Unicode 15.0, so kept; 16.0 and 17.0 lower-case it, and either passes every MUST check
    Given the case "unicode/placeholder-garay-capital"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/garay-16",
              "mimeType": "image/x-𐵐",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention         |
      | tool-result/live   | image               | "QUJD"                                                          | "image/x-𐵐" |                      |
      | tool-result/stored | marker stored-image | "[image: image/x-𐵐, 3B]"                                        |             | "image/x-", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/x-𐵐"}]         |             |                      |
      | push               | image               | "QUJD"                                                          | "image/x-𐵐" |                      |
      | channel            | image               | "QUJD"                                                          | "image/x-𐵐" |                      |
      | injection/user     | image               | "QUJD"                                                          | "image/x-𐵐" |                      |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"              |
      | render             | shown               |                                                                 |             |                      |
      | render             | image               | "QUJD"                                                          | "image/x-𐵐" |                      |
    And on Unicode 16.0 or 17.0 tables these lanes may show instead:
      | lane               | shows               | text or data             | media type | must mention         |
      | tool-result/stored | marker stored-image | "[image: image/x-𐵰, 3B]" |            | "image/x-", size 3 B |
    And no lane shows any of:
      | hidden                |
      | "memo://img/garay-16" |

  @must @image @placeholder @unicode
  Scenario: unicode/placeholder-capital-every-version: A capital letter every Unicode version lower-cases (Ѧ, U+0466) is lower-cased in the stored image placeholder
    Given the case "unicode/placeholder-capital-every-version"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/yus-every",
              "mimeType": "image/x-Ѧ",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type  | must mention         |
      | tool-result/live   | image               | "QUJD"                   | "image/x-Ѧ" |                      |
      | tool-result/stored | marker stored-image | "[image: image/x-ѧ, 3B]" |             | "image/x-", size 3 B |
      | push               | image               | "QUJD"                   | "image/x-Ѧ" |                      |
    And no lane shows any of:
      | hidden                 |
      | "memo://img/yus-every" |

  @should @image @placeholder @unicode
  Scenario: unicode/placeholder-beria-erfe-capital: A Beria Erfe capital letter (U+16EA0) in the placeholder: Unicode 15.0 and 16.0 keep it, 17.0 lower-cases it
    Given the case "unicode/placeholder-beria-erfe-capital"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/beria-17",
              "mimeType": "image/x-𖺠",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type  | must mention         |
      | tool-result/live   | image               | "QUJD"                   | "image/x-𖺠" |                      |
      | tool-result/stored | marker stored-image | "[image: image/x-𖺠, 3B]" |             | "image/x-", size 3 B |
      | push               | image               | "QUJD"                   | "image/x-𖺠" |                      |
    And on Unicode 17.0 tables these lanes may show instead:
      | lane               | shows               | text or data             | media type | must mention         |
      | tool-result/stored | marker stored-image | "[image: image/x-𖺻, 3B]" |            | "image/x-", size 3 B |
    And no lane shows any of:
      | hidden                |
      | "memo://img/beria-17" |

  @should @image @placeholder @unicode
  Scenario: unicode/placeholder-sigma-new-mark: Final sigma: U+0897 is unassigned in Unicode 15.0, so the Σ before it ends a word (ς); from 16.0 it is a combining mark, case-ignorable, and a letter follows the Σ (σ)
    Given the case "unicode/placeholder-sigma-new-mark"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-mark-16",
              "mimeType": "IMAGE/AΣ\u0897B",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data              | media type   | must mention        |
      | tool-result/live   | image               | "QUJD"                    | "IMAGE/AΣࢗB" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aςࢗb, 3B]" |              | "image/a", size 3 B |
      | push               | image               | "QUJD"                    | "IMAGE/AΣࢗB" |                     |
    And on Unicode 16.0 or 17.0 tables these lanes may show instead:
      | lane               | shows               | text or data              | media type | must mention        |
      | tool-result/stored | marker stored-image | "[image: image/aσࢗb, 3B]" |            | "image/a", size 3 B |
    And no lane shows any of:
      | hidden                     |
      | "memo://img/sigma-mark-16" |

  @must @image @placeholder @unicode
  Scenario: unicode/placeholder-sigma-mark-every-version: Final sigma: a combining acute accent is case-ignorable in every Unicode version, so a Σ between a letter and it and a letter is not final
    Given the case "unicode/placeholder-sigma-mark-every-version"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-acute",
              "mimeType": "IMAGE/AΣ\u0301B",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data              | media type   | must mention        |
      | tool-result/live   | image               | "QUJD"                    | "IMAGE/AΣ́B" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aσ́b, 3B]" |              | "image/a", size 3 B |
      | push               | image               | "QUJD"                    | "IMAGE/AΣ́B" |                     |
    And no lane shows any of:
      | hidden                   |
      | "memo://img/sigma-acute" |

  @should @image @placeholder @unicode
  Scenario: unicode/placeholder-sigma-mark-now-spacing: Final sigma: U+1171E is a combining mark in Unicode 15.0, case-ignorable (σ), and a spacing mark from 16.0 that ends the word (ς)
    Given the case "unicode/placeholder-sigma-mark-now-spacing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-ahom-16",
              "mimeType": "IMAGE/AΣ\ud805\udf1eB",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data              | media type   | must mention        |
      | tool-result/live   | image               | "QUJD"                    | "IMAGE/AΣ𑜞B" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aσ𑜞b, 3B]" |              | "image/a", size 3 B |
      | push               | image               | "QUJD"                    | "IMAGE/AΣ𑜞B" |                     |
    And on Unicode 16.0 or 17.0 tables these lanes may show instead:
      | lane               | shows               | text or data              | media type | must mention        |
      | tool-result/stored | marker stored-image | "[image: image/aς𑜞b, 3B]" |            | "image/a", size 3 B |
    And no lane shows any of:
      | hidden                     |
      | "memo://img/sigma-ahom-16" |

  @should @image @placeholder @unicode
  Scenario: unicode/placeholder-sigma-letter-uncased: Final sigma: ʕ (U+0295) is a cased letter in Unicode 15.0, so the Σ before it is not final (σ); in 17.0 it is an uncased letter and the Σ is final (ς)
    Given the case "unicode/placeholder-sigma-letter-uncased"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-pharyngeal-17",
              "mimeType": "IMAGE/AΣʕ",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type  | must mention        |
      | tool-result/live   | image               | "QUJD"                   | "IMAGE/AΣʕ" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aσʕ, 3B]" |             | "image/a", size 3 B |
      | push               | image               | "QUJD"                   | "IMAGE/AΣʕ" |                     |
    And on Unicode 17.0 tables these lanes may show instead:
      | lane               | shows               | text or data             | media type | must mention        |
      | tool-result/stored | marker stored-image | "[image: image/aςʕ, 3B]" |            | "image/a", size 3 B |
    And no lane shows any of:
      | hidden                           |
      | "memo://img/sigma-pharyngeal-17" |

  @must @image @placeholder @unicode
  Scenario: unicode/placeholder-sigma-letter-every-version: Final sigma: ɐ (U+0250) is a cased letter in every Unicode version, so the Σ before it is not final
    Given the case "unicode/placeholder-sigma-letter-every-version"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-turned-a",
              "mimeType": "IMAGE/AΣɐ",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type  | must mention        |
      | tool-result/live   | image               | "QUJD"                   | "IMAGE/AΣɐ" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aσɐ, 3B]" |             | "image/a", size 3 B |
      | push               | image               | "QUJD"                   | "IMAGE/AΣɐ" |                     |
    And no lane shows any of:
      | hidden                      |
      | "memo://img/sigma-turned-a" |

  @must @security @reference @stub @unicode
  Scenario: unicode/reference-format-new-in-15: U+13439 is a format character (Cf) since Unicode 15.0: a reference whose uri holds it shows its stub and never its line; a host on Unicode 14.0 tables (Python 3.11's unicodedata) shows the line and leaks the uri
    Given the case "unicode/reference-format-new-in-15"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "the draft:"
          },
          {
            "type": "resource",
            "uri": "memo:draft\ud80d\udc39v2",
            "name": "draft.txt",
            "mimeType": "text/plain"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                            | media type | must mention              |
      | tool-result/live   | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | tool-result/stored | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | script             | view                  | [{"type":"text","text":"the draft:"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: draft.txt, text/plain]","mentions":["draft.txt","text/plain"]}] |            |                           |
      | push               | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | push               | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | channel            | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | channel            | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | injection/user     | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | injection/user     | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | injection/system   | text                  | "the draft:"                                                                                                                                                            |            |                           |
      | injection/system   | marker reference-stub | "[Reference ref_1: draft.txt, text/plain]"                                                                                                                              |            | "draft.txt", "text/plain" |
      | render             | refused               |                                                                                                                                                                         |            |                           |
      | guard              | kept                  | [{"type":"text","text":"the draft:"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: draft.txt, text/plain]","mentions":["draft.txt","text/plain"]}] |            |                           |
    And no lane shows any of:
      | hidden                   |
      | "memo:draft\\u{13439}v2" |

  @must @reference @unicode
  Scenario: unicode/reference-mark-new-in-15: U+13440, a combining mark since Unicode 15.0, is no format character: a reference whose uri holds it may show its line
    Given the case "unicode/reference-mark-new-in-15"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "the draft:"
          },
          {
            "type": "resource",
            "uri": "memo:draft\ud80d\udc40v2",
            "name": "draft.txt",
            "mimeType": "text/plain"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                        | media type | must mention |
      | tool-result/live   | text                  | "the draft:"                                                                                                        |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | tool-result/stored | text                  | "the draft:"                                                                                                        |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | script             | view                  | [{"type":"text","text":"the draft:"},{"type":"text","marker":"reference-line","text":"[Reference: memo:draft𓑀v2]"}] |            |              |
      | push               | text                  | "the draft:"                                                                                                        |            |              |
      | push               | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | channel            | text                  | "the draft:"                                                                                                        |            |              |
      | channel            | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | injection/user     | text                  | "the draft:"                                                                                                        |            |              |
      | injection/user     | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | injection/system   | text                  | "the draft:"                                                                                                        |            |              |
      | injection/system   | marker reference-line | "[Reference: memo:draft𓑀v2]"                                                                                        |            |              |
      | render             | refused               |                                                                                                                     |            |              |
      | guard              | kept                  | [{"type":"text","text":"the draft:"},{"type":"text","marker":"reference-line","text":"[Reference: memo:draft𓑀v2]"}] |            |              |

  @must @unicode @placeholder
  Scenario: unicode/placeholder-sigma-before-letter-new-in-15: A Σ before U+1DF25, a letter cased since Unicode 15.0 (14.0 had it unassigned), is not final: the placeholder shows σ
    Given the case "unicode/placeholder-sigma-before-letter-new-in-15"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://img/sigma-2232",
            "mimeType": "IMAGE/AΣ𝼥",
            "blob": "QUJD"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type | must mention        |
      | tool-result/live   | marker stored-image | "[image: image/aσ𝼥, 3B]" |            | "image/a", size 3 B |
      | tool-result/stored | marker stored-image | "[image: image/aσ𝼥, 3B]" |            | "image/a", size 3 B |
    And no lane shows any of:
      | hidden                  |
      | "memo://img/sigma-2232" |

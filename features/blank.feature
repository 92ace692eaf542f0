# Generated from vectors/blank.json by `go test ./features -update`: edit the vector, then regenerate.
# `rfc005 validate` reports any difference between this file and the vectors.
@family-blank
Feature: Blank: embedded text that trims to nothing is nothing to see
  Content is visibly empty when every block is blank text, a text block whose
  text is not a string, or an embedded resource whose text trims to nothing by
  ECMAScript's whitespace (which counts U+FEFF and not U+0085, unlike Go's
  unicode.IsSpace). Push and channel refuse visibly empty content and render
  reports nothing happened, while the user injection and tool results still
  show the blank text as it came.

  @must @blank @all-lanes
  Scenario: blank/blank-embedded-text: Blank embedded text is refused on push and channel, nothing on render, and still shown in tool results and injections
    Given the case "blank/blank-embedded-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b1-77e0",
              "mimeType": "text/plain",
              "text": "\n\n   \n"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data                            | media type | must mention |
      | tool-result/live   | text    | "\\n\\n   \\n"                          |            |              |
      | tool-result/stored | text    | "\\n\\n   \\n"                          |            |              |
      | script             | view    | [{"type":"text","text":"\\n\\n   \\n"}] |            |              |
      | push               | refused | "empty"                                 |            |              |
      | channel            | refused | "empty"                                 |            |              |
      | injection/user     | text    | "\\n\\n   \\n"                          |            |              |
      | injection/system   | text    | "\\n\\n   \\n"                          |            |              |
      | render             | nothing |                                         |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b1-77e0" |

  @must @blank @unicode @feff
  Scenario: blank/bom-only: Embedded text of only U+FEFF is blank: ECMAScript counts U+FEFF as whitespace
    Given the case "blank/bom-only"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b2-feff",
              "mimeType": "text/plain",
              "text": "\ufeff"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data | media type | must mention |
      | tool-result/live   | text    | "\\ufeff"    |            |              |
      | tool-result/stored | text    | "\\ufeff"    |            |              |
      | push               | refused | "empty"      |            |              |
      | channel            | refused | "empty"      |            |              |
      | injection/user     | text    | "\\ufeff"    |            |              |
      | render             | nothing |              |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b2-feff" |

  @must @blank @unicode
  Scenario: blank/ecmascript-whitespace: Embedded text of every ECMAScript whitespace and line terminator (Zs, U+00A0, U+2028, U+2029, tab, VT, FF, CR, LF) is blank
    Given the case "blank/ecmascript-whitespace"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b3-zs00",
              "mimeType": "text/plain",
              "text": "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000\u2028\u2029\t\u000b\f\r\n "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data                                                                                                                                                 | media type | must mention |
      | tool-result/live   | text    | "\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u202f\\u205f\\u3000\\u2028\\u2029\\t\\u000b\\u000c\\u000d\\n " |            |              |
      | tool-result/stored | text    | "\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u202f\\u205f\\u3000\\u2028\\u2029\\t\\u000b\\u000c\\u000d\\n " |            |              |
      | push               | refused | "empty"                                                                                                                                                      |            |              |
      | channel            | refused | "empty"                                                                                                                                                      |            |              |
      | injection/user     | text    | "\\u00a0\\u1680\\u2000\\u2001\\u2002\\u2003\\u2004\\u2005\\u2006\\u2007\\u2008\\u2009\\u200a\\u202f\\u205f\\u3000\\u2028\\u2029\\t\\u000b\\u000c\\u000d\\n " |            |              |
      | render             | nothing |                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b3-zs00" |

  @must @blank @unicode @nel
  Scenario: blank/nel-not-whitespace: U+0085 is not ECMAScript whitespace: embedded text of it is shown, not refused (Go's unicode.IsSpace differs)
    Given the case "blank/nel-not-whitespace"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b4-0085",
              "mimeType": "text/plain",
              "text": " \u0085 "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows | text or data | media type | must mention |
      | tool-result/live | text  | " \\u0085 "  |            |              |
      | push             | text  | " \\u0085 "  |            |              |
      | channel          | text  | " \\u0085 "  |            |              |
      | injection/user   | text  | " \\u0085 "  |            |              |
      | render           | shown |              |            |              |
      | render           | text  | " \\u0085 "  |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b4-0085" |

  @must @blank @unicode
  Scenario: blank/mongolian-vowel-separator: U+180E is not whitespace (it is no longer in Zs): embedded text of it is shown, not refused
    Given the case "blank/mongolian-vowel-separator"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b5-180e",
              "mimeType": "text/plain",
              "text": "\u180e"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane           | shows | text or data | media type | must mention |
      | push           | text  | "\\u180e"    |            |              |
      | channel        | text  | "\\u180e"    |            |              |
      | injection/user | text  | "\\u180e"    |            |              |
      | render         | shown |              |            |              |
      | render         | text  | "\\u180e"    |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b5-180e" |

  @must @blank @unicode
  Scenario: blank/zero-width-space: U+200B ZERO WIDTH SPACE is not whitespace: embedded text of it is shown, not refused
    Given the case "blank/zero-width-space"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b6-200b",
              "mimeType": "text/plain",
              "text": "\u200b\u200b"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane           | shows | text or data     | media type | must mention |
      | push           | text  | "\\u200b\\u200b" |            |              |
      | channel        | text  | "\\u200b\\u200b" |            |              |
      | injection/user | text  | "\\u200b\\u200b" |            |              |
      | render         | shown |                  |            |              |
      | render         | text  | "\\u200b\\u200b" |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b6-200b" |

  @must @blank
  Scenario: blank/text-block-and-embedded: A blank text block beside blank embedded text is nothing to see: refused on push and channel, nothing on render
    Given the case "blank/text-block-and-embedded"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "  "
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b7-pair",
              "mimeType": "text/plain",
              "text": "\t"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data | media type | must mention |
      | tool-result/live   | text    | "  "         |            |              |
      | tool-result/live   | text    | "\\t"        |            |              |
      | tool-result/stored | text    | "  "         |            |              |
      | tool-result/stored | text    | "\\t"        |            |              |
      | push               | refused | "empty"      |            |              |
      | channel            | refused | "empty"      |            |              |
      | injection/user     | text    | "  "         |            |              |
      | injection/user     | text    | "\\t"        |            |              |
      | render             | nothing |              |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-b7-pair" |

  @must @blank @image
  Scenario: blank/beside-image: Blank embedded text beside an embedded image is something to see: shown on push and render
    Given the case "blank/beside-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b8-img-txt",
              "mimeType": "text/plain",
              "text": " "
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b8-img",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows | text or data                                                                                       | media type  | must mention |
      | tool-result/live | text  | " "                                                                                                |             |              |
      | tool-result/live | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
      | push             | text  | " "                                                                                                |             |              |
      | push             | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
      | channel          | text  | " "                                                                                                |             |              |
      | channel          | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
      | injection/user   | text  | " "                                                                                                |             |              |
      | injection/user   | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
      | render           | shown |                                                                                                    |             |              |
      | render           | text  | " "                                                                                                |             |              |
      | render           | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/blank/token-b8-img" |

  @must @blank @non-string
  Scenario: blank/non-string-text: A text block whose text is not a string counts as nothing beside blank embedded text: refused on push and channel, nothing on render
    Given the case "blank/non-string-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": 42
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-b9-num",
              "mimeType": "text/plain",
              "text": " "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane    | shows   | text or data | media type | must mention |
      | push    | refused | "empty"      |            |              |
      | channel | refused | "empty"      |            |              |
      | render  | nothing |              |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/blank/token-b9-num" |

  @must @blank @empty
  Scenario: blank/empty-content: An empty content array is nothing to see: refused on push and channel, nothing on render, an empty tool result
    Given the case "blank/empty-content"
    When the host is given this input on each lane:
      """json
      {
        "content": []
      }
      """
    Then each lane shows:
      | lane               | shows     | text or data | media type | must mention |
      | tool-result/live   | no blocks |              |            |              |
      | tool-result/stored | text      | ""           |            |              |
      | script             | view      | []           |            |              |
      | push               | refused   | "empty"      |            |              |
      | channel            | refused   | "empty"      |            |              |
      | render             | nothing   |              |            |              |

  @must @text @blank @tool-result
  Scenario: blank/blank-between-texts: Blank embedded text between two texts of a tool result is kept: three live blocks, the stored copy joined with it
    Given the case "blank/blank-between-texts"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/blank/token-t24-mid",
              "text": " \t "
            }
          },
          {
            "type": "text",
            "text": "after"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                    | media type | must mention |
      | tool-result/live   | text  | "before"                                                                                        |            |              |
      | tool-result/live   | text  | " \\t "                                                                                         |            |              |
      | tool-result/live   | text  | "after"                                                                                         |            |              |
      | tool-result/stored | text  | "before\\n \\t \\nafter"                                                                        |            |              |
      | script             | view  | [{"type":"text","text":"before"},{"type":"text","text":" \\t "},{"type":"text","text":"after"}] |            |              |
      | push               | text  | "before"                                                                                        |            |              |
      | push               | text  | " \\t "                                                                                         |            |              |
      | push               | text  | "after"                                                                                         |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/blank/token-t24-mid" |

  @must @blank @non-string
  Scenario: blank/non-string-text-alone: A lone text block whose text is not a string is nothing to see: refused on push and channel, nothing on render; a script gets it as it came
    Given the case "blank/non-string-text-alone"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": null
          }
        ]
      }
      """
    Then each lane shows:
      | lane    | shows   | text or data                  | media type | must mention |
      | script  | view    | [{"type":"text","text":null}] |            |              |
      | push    | refused | "empty"                       |            |              |
      | channel | refused | "empty"                       |            |              |
      | render  | nothing |                               |            |              |

  @must @blank @empty-uri
  Scenario: blank/empty-resource-uri-blank: Blank text under an empty resource uri is still embedded text: nothing to see on push, channel and render
    Given the case "blank/empty-resource-uri-blank"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "",
              "text": " "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows   | text or data | media type | must mention |
      | tool-result/live | text    | " "          |            |              |
      | push             | refused | "empty"      |            |              |
      | channel          | refused | "empty"      |            |              |
      | render           | nothing |              |            |              |

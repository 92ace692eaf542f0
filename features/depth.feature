# Generated from vectors/depth.json by `go test ./features -update`: edit the vector, then regenerate.
# `rfc005 validate` reports any difference between this file and the vectors.
@family-depth
Feature: Depth: an embedded resource anywhere in a tool's structured data is the text its stored copy shows
  A tool's data that is not a content array is stored as its JSON text,
  written as JSON.stringify writes it in the data's own member order, with
  every embedded resource at any depth replaced by the string its stored copy
  shows; the live copy is that text as one text block. An embedded resource
  that is the whole data is its one text in both copies, never a native image.

  @must @depth @text
  Scenario: depth/one: An embedded text at depth 1 is its text in place, in the live and stored copies alike
    Given the case "depth/one"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "report": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/ledger-token-1101",
              "mimeType": "text/plain",
              "text": "quarterly total: 4,210 units"
            }
          },
          "ok": true
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                               | media type | must mention |
      | tool-result/live   | json  | {"report":"quarterly total: 4,210 units","ok":true}                        |            |              |
      | tool-result/stored | json  | {"report":"quarterly total: 4,210 units","ok":true}                        |            |              |
      | script             | view  | {"report":{"type":"text","text":"quarterly total: 4,210 units"},"ok":true} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/ledger-token-1101" |

  @must @depth @text
  Scenario: depth/three: An embedded text at depth 3 is its text in place
    Given the case "depth/three"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "batch": {
            "files": [
              {
                "type": "resource",
                "resource": {
                  "uri": "memo://depth/ledger-token-1103",
                  "text": "third level text"
                }
              }
            ],
            "n": 1
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                          | media type | must mention |
      | tool-result/live   | json  | {"batch":{"files":["third level text"],"n":1}}                        |            |              |
      | tool-result/stored | json  | {"batch":{"files":["third level text"],"n":1}}                        |            |              |
      | script             | view  | {"batch":{"files":[{"type":"text","text":"third level text"}],"n":1}} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/ledger-token-1103" |

  @must @depth @text
  Scenario: depth/six: An embedded text at depth 6, through objects and arrays, is its text in place
    Given the case "depth/six"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "l1": {
            "l2": [
              {
                "l4": {
                  "l5": [
                    {
                      "type": "resource",
                      "resource": {
                        "uri": "memo://depth/ledger-token-1106",
                        "text": "sixth level text"
                      }
                    }
                  ]
                }
              }
            ]
          },
          "tail": null
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                          | media type | must mention |
      | tool-result/live   | json  | {"l1":{"l2":[{"l4":{"l5":["sixth level text"]}}]},"tail":null}                        |            |              |
      | tool-result/stored | json  | {"l1":{"l2":[{"l4":{"l5":["sixth level text"]}}]},"tail":null}                        |            |              |
      | script             | view  | {"l1":{"l2":[{"l4":{"l5":[{"type":"text","text":"sixth level text"}]}}]},"tail":null} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/ledger-token-1106" |

  @must @depth @image @placeholder
  Scenario: depth/image: An embedded image at depth is its stored placeholder in both copies, never an image; a script gets the image
    Given the case "depth/image"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "shot": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/screenshot-token-1107",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgo="
            }
          },
          "caption": "before"
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                              | media type | must mention |
      | tool-result/live   | json  | {"shot":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"before"} |            |              |
      | tool-result/stored | json  | {"shot":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"before"} |            |              |
      | script             | view  | {"shot":{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},"caption":"before"}                                 |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://depth/screenshot-token-1107" |

  @must @depth @marker @pdf
  Scenario: depth/pdf: An embedded pdf at depth is its unsupported-type marker in both copies and in a script's view
    Given the case "depth/pdf"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "files": [
            {
              "type": "resource",
              "resource": {
                "uri": "https://files.example/report.pdf?sig=SECRET-1108",
                "mimeType": "application/pdf",
                "blob": {
                  "$repeat": "AAAA",
                  "count": 1024
                }
              }
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]}              |            |              |
      | tool-result/stored | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]}              |            |              |
      | script             | view  | {"files":[{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]} |            |              |
    And no lane shows any of:
      | hidden                                             |
      | "https://files.example/report.pdf?sig=SECRET-1108" |

  @must @whole-data @text
  Scenario: depth/whole-text: An embedded text that is the whole data is its one text in both copies
    Given the case "depth/whole-text"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://depth/whole-token-1109",
            "mimeType": "text/plain",
            "text": "the whole result, as text"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                       | media type | must mention |
      | tool-result/live   | text  | "the whole result, as text"                        |            |              |
      | tool-result/stored | text  | "the whole result, as text"                        |            |              |
      | script             | view  | {"type":"text","text":"the whole result, as text"} |            |              |
    And no lane shows any of:
      | hidden                          |
      | "memo://depth/whole-token-1109" |

  @must @whole-data @image @placeholder
  Scenario: depth/whole-image: An embedded image that is the whole data is its placeholder in both copies: one text block, no native image
    Given the case "depth/whole-image"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://depth/whole-token-1110",
            "mimeType": "image/png",
            "blob": "iVBORw0KGgo="
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                  | media type | must mention          |
      | tool-result/live   | marker stored-image | "[image: image/png, 8B]"                                      |            | "image/png", size 8 B |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                      |            | "image/png", size 8 B |
      | script             | view                | {"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"} |            |                       |
    And no lane shows any of:
      | hidden                          |
      | "memo://depth/whole-token-1110" |

  @must @whole-data @marker @pdf
  Scenario: depth/whole-pdf: An embedded pdf that is the whole data is its marker in both copies
    Given the case "depth/whole-pdf"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "https://files.example/whole.pdf?sig=SECRET-1111",
            "mimeType": "application/pdf",
            "blob": {
              "$repeat": "AAAA",
              "count": 1024
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                     | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                |            | "application/pdf", size 3072 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                |            | "application/pdf", size 3072 B |
      | script             | view                    | {"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072} |            |                                |
    And no lane shows any of:
      | hidden                                            |
      | "https://files.example/whole.pdf?sig=SECRET-1111" |

  @must @depth @order
  Scenario: depth/member-order: Structured data keeps its own member order in the JSON text around an embedded resource
    Given the case "depth/member-order"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "zeta": 1,
          "alpha": {
            "m": 2,
            "b": 3
          },
          "doc": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/order-token-1112",
              "text": "ordered text"
            }
          },
          "beta": [
            3,
            2,
            1
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                | media type | must mention |
      | tool-result/live   | json  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":"ordered text","beta":[3,2,1]}                        |            |              |
      | tool-result/stored | json  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":"ordered text","beta":[3,2,1]}                        |            |              |
      | script             | view  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":{"type":"text","text":"ordered text"},"beta":[3,2,1]} |            |              |
    And no lane shows any of:
      | hidden                          |
      | "memo://depth/order-token-1112" |

  @must @depth @escaping
  Scenario: depth/escaping: The JSON text escapes as JSON.stringify does: quote, backslash and C0 controls only, never "<"
    Given the case "depth/escaping"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "raw": "<b>plain</b>\u0000",
          "doc": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/escape-token-1113",
              "text": "tab\there\nnext\u0001ctl\u001fend\b\f\r \"q\" \\ <tag> & > \u007f \u2028 é"
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                             | media type | must mention |
      | tool-result/live   | json  | {"raw":"<b>plain</b>\\u0000","doc":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}                        |            |              |
      | tool-result/stored | json  | {"raw":"<b>plain</b>\\u0000","doc":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}                        |            |              |
      | script             | view  | {"raw":"<b>plain</b>\\u0000","doc":{"type":"text","text":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/escape-token-1113" |

  @must @whole-data @audio @marker
  Scenario: depth/whole-audio: An embedded audio blob that is the whole data is the tool-result audio marker in both copies, an audio block to a script, and nothing to the guard
    Given the case "depth/whole-audio"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/audio/token-d20-wav",
            "mimeType": "audio/wav",
            "blob": "UklGRiQAAABXQVZF"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                               | media type | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |            | "audio/wav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |            | "audio/wav", size 12 B |
      | script             | view                     | {"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"}                          |            |                        |
      | guard              | kept                     | null                                                                                       |            |                        |
    And no lane shows any of:
      | hidden                             |
      | "memo://whole/audio/token-d20-wav" |

  @must @security @whole-data @withheld
  Scenario: depth/whole-withheld: An embedded resource claiming a disposition that is the whole data is the withheld marker in both copies and to a script; the guard keeps nothing
    Given the case "depth/whole-withheld"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/held/token-d21-held",
            "mimeType": "text/plain",
            "text": "WHOLE-HELD-BODY-2101",
            "disposition": "ref"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                          | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                            |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                            |            |              |
      | script             | view            | {"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"} |            |              |
      | guard              | kept            | null                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://whole/held/token-d21-held" |
      | "WHOLE-HELD-BODY-2101"             |

  @must @whole-data @unreadable @marker
  Scenario: depth/whole-unreadable: An embedded resource with both text and a blob that is the whole data is the unreadable marker in both copies and to a script
    Given the case "depth/whole-unreadable"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/both/token-d22-both",
            "mimeType": "text/plain",
            "text": "both text 22",
            "blob": "AAAA"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows             | text or data                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                              |            |              |
      | tool-result/stored | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                              |            |              |
      | script             | view              | {"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"} |            |              |
      | guard              | kept              | null                                                                                                                            |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://whole/both/token-d22-both" |
      | "both text 22"                     |

  @must @whole-data @marker
  Scenario: depth/whole-no-media-type: An embedded blob with no media type that is the whole data is the no-media-type marker in both copies and to a script
    Given the case "depth/whole-no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/nomime/token-d23-none",
            "blob": "AAAA"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                                                   | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                 |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                 |            |              |
      | script             | view                 | {"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"} |            |              |
      | guard              | kept                 | null                                                                                                           |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://whole/nomime/token-d23-none" |

  @must @whole-data @image @empty
  Scenario: depth/whole-empty-image: An embedded image with an empty blob that is the whole data is [Image: no data] in both copies and an image block with data "" to a script
    Given the case "depth/whole-empty-image"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/empty/token-d24-img",
            "mimeType": "image/png",
            "blob": ""
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                      | media type | must mention |
      | tool-result/live   | marker image-no-data | "[Image: no data]"                                |            | "image"      |
      | tool-result/stored | marker image-no-data | "[Image: no data]"                                |            | "image"      |
      | script             | view                 | {"type":"image","data":"","mimeType":"image/png"} |            |              |
      | guard              | kept                 | null                                              |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://whole/empty/token-d24-img" |

  @must @whole-data @blank
  Scenario: depth/whole-blank: Blank embedded text that is the whole data is never refused: both copies are the blank text
    Given the case "depth/whole-blank"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://whole/blank/token-d25-blank",
            "text": "  \n "
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                    | media type | must mention |
      | tool-result/live   | text  | "  \\n "                        |            |              |
      | tool-result/stored | text  | "  \\n "                        |            |              |
      | script             | view  | {"type":"text","text":"  \\n "} |            |              |
      | guard              | kept  | null                            |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://whole/blank/token-d25-blank" |

  @must @depth @duplicate @structured
  Scenario: depth/duplicate-members: A member name given twice keeps its first place and its last value in the JSON text, as JSON.parse keeps it
    Given the case "depth/duplicate-members"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "status": "draft",
          "doc": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/dup/token-d26-dup",
              "text": "doc text 26"
            }
          },
          "count": 1,
          "status": "final",
          "count": 2
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                            | media type | must mention |
      | tool-result/live   | json  | {"status":"final","doc":"doc text 26","count":2}                        |            |              |
      | tool-result/stored | json  | {"status":"final","doc":"doc text 26","count":2}                        |            |              |
      | script             | view  | {"status":"final","doc":{"type":"text","text":"doc text 26"},"count":2} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/dup/token-d26-dup" |

  @must @depth @number @structured
  Scenario: depth/number-output: Numbers in the JSON text are written as JSON.stringify writes them: 1.0 as 1, 1e21 as 1e+21, 1e-7, -0 as 0, large integers at double precision
    Given the case "depth/number-output"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "one": 1.0,
          "big": 1e21,
          "small": 1e-7,
          "negzero": -0,
          "large": 12345678901234567890,
          "beyond": 9007199254740993,
          "hundred": 1E+2,
          "tenth": 0.1,
          "doc": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/num/token-d27-num",
              "text": "n"
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                     | media type | must mention |
      | tool-result/live   | json  | {"one":1,"big":1e+21,"small":1e-7,"negzero":0,"large":12345678901234567000,"beyond":9007199254740992,"hundred":100,"tenth":0.1,"doc":"n"}                        |            |              |
      | tool-result/stored | json  | {"one":1,"big":1e+21,"small":1e-7,"negzero":0,"large":12345678901234567000,"beyond":9007199254740992,"hundred":100,"tenth":0.1,"doc":"n"}                        |            |              |
      | script             | view  | {"one":1,"big":1e+21,"small":1e-7,"negzero":0,"large":12345678901234567000,"beyond":9007199254740992,"hundred":100,"tenth":0.1,"doc":{"type":"text","text":"n"}} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/num/token-d27-num" |

  @must @security @depth @reference
  Scenario: depth/reference-stub-at-depth: An MCPL reference at depth whose uri the host can fetch is its stub in both copies, never its uri
    Given the case "depth/reference-stub-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "report": {
            "type": "resource",
            "uri": "https://files.example/q3-report.pdf?sig=SECRET-D28-SIG"
          },
          "pages": 12
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                               | media type | must mention |
      | tool-result/live   | json  | {"report":{"$marker":"reference-stub","text":"[Reference ref_1]"},"pages":12}              |            |              |
      | tool-result/stored | json  | {"report":{"$marker":"reference-stub","text":"[Reference ref_1]"},"pages":12}              |            |              |
      | script             | view  | {"report":{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},"pages":12} |            |              |
    And no lane shows any of:
      | hidden                                                   |
      | "https://files.example/q3-report.pdf?sig=SECRET-D28-SIG" |

  @must @depth @reference
  Scenario: depth/reference-line-at-depth: An MCPL reference at depth that may show its uri is its reference line in both copies
    Given the case "depth/reference-line-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "archive": {
            "type": "resource",
            "uri": "memo://depth/archive-d29"
          },
          "ok": true
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                   | media type | must mention |
      | tool-result/live   | json  | {"archive":{"$marker":"reference-line","text":"[Reference: memo://depth/archive-d29]"},"ok":true}              |            |              |
      | tool-result/stored | json  | {"archive":{"$marker":"reference-line","text":"[Reference: memo://depth/archive-d29]"},"ok":true}              |            |              |
      | script             | view  | {"archive":{"type":"text","marker":"reference-line","text":"[Reference: memo://depth/archive-d29]"},"ok":true} |            |              |

  @must @depth @no-link
  Scenario: depth/no-link-at-depth: A resource block with no link at depth is the no-link line in both copies and a text block holding it to a script
    Given the case "depth/no-link-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "att": {
            "type": "resource",
            "resource": {
              "mimeType": "text/plain",
              "text": "no-uri body 30"
            }
          },
          "n": 0
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                | media type | must mention |
      | tool-result/live   | json  | {"att":{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},"n":0}              |            |              |
      | tool-result/stored | json  | {"att":{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},"n":0}              |            |              |
      | script             | view  | {"att":{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},"n":0} |            |              |
    And no lane shows any of:
      | hidden           |
      | "no-uri body 30" |

  @must @security @depth @inline @withheld
  Scenario: depth/inline-withheld-at-depth: Inline image data with a uri beside it, at depth, is the withheld marker in both copies and to a script; its uri and data show nowhere
    Given the case "depth/inline-withheld-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "shots": [
            {
              "type": "image",
              "data": "SU5MSU5FLVNFQ1JFVC0zMQ==",
              "mimeType": "image/png",
              "uri": "memo://depth/inline/token-d31-uri"
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                      | media type | must mention |
      | tool-result/live   | json  | {"shots":[{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}]}              |            |              |
      | tool-result/stored | json  | {"shots":[{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}]}              |            |              |
      | script             | view  | {"shots":[{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}]} |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://depth/inline/token-d31-uri" |
      | "SU5MSU5FLVNFQ1JFVC0zMQ=="          |

  @must @depth @escaping @control
  Scenario: depth/controls-in-json-text: Every C0 control in the JSON text is escaped (\b \t \n \f \r, others \u00xx): the stored copy is JSON that parses
    Given the case "depth/controls-in-json-text"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "raw": "\u0000\u0001\u0007\u000b\u001f|\b\t\n\f\r",
          "doc": {
            "type": "resource",
            "resource": {
              "uri": "memo://depth/ctl/token-d32-ctl",
              "text": "x\u0002y"
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                            | media type | must mention |
      | tool-result/live   | json  | {"raw":"\\u0000\\u0001\\u0007\\u000b\\u001f\|\\b\\t\\n\\f\\r","doc":"x\\u0002y"}                        |            |              |
      | tool-result/stored | json  | {"raw":"\\u0000\\u0001\\u0007\\u000b\\u001f\|\\b\\t\\n\\f\\r","doc":"x\\u0002y"}                        |            |              |
      | script             | view  | {"raw":"\\u0000\\u0001\\u0007\\u000b\\u001f\|\\b\\t\\n\\f\\r","doc":{"type":"text","text":"x\\u0002y"}} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://depth/ctl/token-d32-ctl" |

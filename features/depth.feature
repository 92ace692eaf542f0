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
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                               | media type | must mention |
      | tool-result/live   | json  | {"report":"quarterly total: 4,210 units","ok":true}                        |            |              |
      | tool-result/stored | json  | {"report":"quarterly total: 4,210 units","ok":true}                        |            |              |
      | script             | view  | {"report":{"type":"text","text":"quarterly total: 4,210 units"},"ok":true} |            |              |
    And no lane shows:
      | hidden                           |
      | "memo://depth/ledger-token-1101" |

  @must @depth @text
  Scenario: depth/three: An embedded text at depth 3 is its text in place
    Given the case "depth/three"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                          | media type | must mention |
      | tool-result/live   | json  | {"batch":{"files":["third level text"],"n":1}}                        |            |              |
      | tool-result/stored | json  | {"batch":{"files":["third level text"],"n":1}}                        |            |              |
      | script             | view  | {"batch":{"files":[{"type":"text","text":"third level text"}],"n":1}} |            |              |
    And no lane shows:
      | hidden                           |
      | "memo://depth/ledger-token-1103" |

  @must @depth @text
  Scenario: depth/six: An embedded text at depth 6, through objects and arrays, is its text in place
    Given the case "depth/six"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                                          | media type | must mention |
      | tool-result/live   | json  | {"l1":{"l2":[{"l4":{"l5":["sixth level text"]}}]},"tail":null}                        |            |              |
      | tool-result/stored | json  | {"l1":{"l2":[{"l4":{"l5":["sixth level text"]}}]},"tail":null}                        |            |              |
      | script             | view  | {"l1":{"l2":[{"l4":{"l5":[{"type":"text","text":"sixth level text"}]}}]},"tail":null} |            |              |
    And no lane shows:
      | hidden                           |
      | "memo://depth/ledger-token-1106" |

  @must @depth @image @placeholder
  Scenario: depth/image: An embedded image at depth is its stored placeholder in both copies, never an image; a script gets the image
    Given the case "depth/image"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                                                                              | media type | must mention |
      | tool-result/live   | json  | {"shot":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"before"} |            |              |
      | tool-result/stored | json  | {"shot":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"before"} |            |              |
      | script             | view  | {"shot":{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},"caption":"before"}                                 |            |              |
    And no lane shows:
      | hidden                               |
      | "memo://depth/screenshot-token-1107" |

  @must @depth @marker @pdf
  Scenario: depth/pdf: An embedded pdf at depth is its unsupported-type marker in both copies and in a script's view
    Given the case "depth/pdf"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]}              |            |              |
      | tool-result/stored | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]}              |            |              |
      | script             | view  | {"files":[{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}]} |            |              |
    And no lane shows:
      | hidden                                             |
      | "https://files.example/report.pdf?sig=SECRET-1108" |

  @must @whole-data @text
  Scenario: depth/whole-text: An embedded text that is the whole data is its one text in both copies
    Given the case "depth/whole-text"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                       | media type | must mention |
      | tool-result/live   | text  | "the whole result, as text"                        |            |              |
      | tool-result/stored | text  | "the whole result, as text"                        |            |              |
      | script             | view  | {"type":"text","text":"the whole result, as text"} |            |              |
    And no lane shows:
      | hidden                          |
      | "memo://depth/whole-token-1109" |

  @must @whole-data @image @placeholder
  Scenario: depth/whole-image: An embedded image that is the whole data is its placeholder in both copies: one text block, no native image
    Given the case "depth/whole-image"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows               | text or data                                                  | media type | must mention          |
      | tool-result/live   | marker stored-image | "[image: image/png, 8B]"                                      |            | "image/png", size 8 B |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                      |            | "image/png", size 8 B |
      | script             | view                | {"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"} |            |                       |
    And no lane shows:
      | hidden                          |
      | "memo://depth/whole-token-1110" |

  @must @whole-data @marker @pdf
  Scenario: depth/whole-pdf: An embedded pdf that is the whole data is its marker in both copies
    Given the case "depth/whole-pdf"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows                   | text or data                                                                                                                                                                     | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                |            | "application/pdf", size 3072 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                |            | "application/pdf", size 3072 B |
      | script             | view                    | {"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072} |            |                                |
    And no lane shows:
      | hidden                                            |
      | "https://files.example/whole.pdf?sig=SECRET-1111" |

  @must @depth @order
  Scenario: depth/member-order: Structured data keeps its own member order in the JSON text around an embedded resource
    Given the case "depth/member-order"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                                                | media type | must mention |
      | tool-result/live   | json  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":"ordered text","beta":[3,2,1]}                        |            |              |
      | tool-result/stored | json  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":"ordered text","beta":[3,2,1]}                        |            |              |
      | script             | view  | {"zeta":1,"alpha":{"m":2,"b":3},"doc":{"type":"text","text":"ordered text"},"beta":[3,2,1]} |            |              |
    And no lane shows:
      | hidden                          |
      | "memo://depth/order-token-1112" |

  @must @depth @escaping
  Scenario: depth/escaping: The JSON text escapes as JSON.stringify does: quote, backslash and C0 controls only, never "<"
    Given the case "depth/escaping"
    When its input is shown on each lane:
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
    Then the lanes show:
      | lane               | shows | text or data                                                                                                                             | media type | must mention |
      | tool-result/live   | json  | {"raw":"<b>plain</b>\\u0000","doc":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}                        |            |              |
      | tool-result/stored | json  | {"raw":"<b>plain</b>\\u0000","doc":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}                        |            |              |
      | script             | view  | {"raw":"<b>plain</b>\\u0000","doc":{"type":"text","text":"tab\\there\\nnext\\u0001ctl\\u001fend\\b\\f\\r \\"q\\" \\\\ <tag> & >    é"}} |            |              |
    And no lane shows:
      | hidden                           |
      | "memo://depth/escape-token-1113" |

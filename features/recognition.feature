# Generated from vectors/recognition.json by `go test ./features -update`: edit the vector, then regenerate.
# `rfc005 validate` reports any difference between this file and the vectors.
@family-recognition
Feature: Recognition: which resource blocks are MCPL references, embedded resources or blocks with no link
  One classifier serves every lane: a resource block with a uri of its own
  (not null, not "") is an MCPL reference, one whose resource is an object
  with a string uri is an embedded resource, and any other resource block
  shows the no-link line. These cases pin each branch, with the edge values
  that fall on either side.

  @must @recognition @reference
  Scenario: recognition/uri-of-own: A resource block with a uri of its own is an MCPL reference: it shows its stub and never the text under resource
    Given the case "recognition/uri-of-own"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/own-4409.pdf",
            "resource": {
              "uri": "memo://recog/inner-secret-8812",
              "mimeType": "text/plain",
              "text": "inner body text 8812"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
    And no lane shows any of:
      | hidden                               |
      | "https://files.example/own-4409.pdf" |
      | "memo://recog/inner-secret-8812"     |
      | "inner body text 8812"               |

  @should @recognition @reference
  Scenario: recognition/uri-of-own-line: A uri of its own that the host cannot fetch and that carries no credential shows its reference line, not the text under resource
    Given the case "recognition/uri-of-own-line"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://recog/own-4410",
            "resource": {
              "uri": "memo://recog/inner-secret-8813",
              "text": "inner body text 8813"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                            | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://recog/own-4410]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://recog/own-4410]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://recog/own-4410]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://recog/own-4410]"                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://recog/own-4410]"                                                    |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8813" |
      | "inner body text 8813"           |

  @must @recognition @text
  Scenario: recognition/top-uri-empty: A top-level uri of "" is no uri of its own: the embedded resource's text shows
    Given the case "recognition/top-uri-empty"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "",
            "resource": {
              "uri": "memo://recog/inner-secret-8814",
              "text": "text under an empty top-level uri"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                 | media type | must mention |
      | tool-result/live   | text  | "text under an empty top-level uri"                          |            |              |
      | tool-result/stored | text  | "text under an empty top-level uri"                          |            |              |
      | script             | view  | [{"type":"text","text":"text under an empty top-level uri"}] |            |              |
      | push               | text  | "text under an empty top-level uri"                          |            |              |
      | channel            | text  | "text under an empty top-level uri"                          |            |              |
      | injection/user     | text  | "text under an empty top-level uri"                          |            |              |
      | injection/system   | text  | "text under an empty top-level uri"                          |            |              |
      | render             | shown |                                                              |            |              |
      | render             | text  | "text under an empty top-level uri"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8814" |

  @must @recognition @text
  Scenario: recognition/top-uri-null: A top-level uri of null is no uri of its own: the embedded resource's text shows in a script and at the system position
    Given the case "recognition/top-uri-null"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": null,
            "resource": {
              "uri": "memo://recog/inner-secret-8815",
              "mimeType": "text/plain",
              "text": "text under a null top-level uri"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows | text or data                                               | media type | must mention |
      | script           | view  | [{"type":"text","text":"text under a null top-level uri"}] |            |              |
      | channel          | text  | "text under a null top-level uri"                          |            |              |
      | injection/user   | text  | "text under a null top-level uri"                          |            |              |
      | injection/system | text  | "text under a null top-level uri"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8815" |

  @must @recognition @no-link
  Scenario: recognition/top-uri-number: A non-string top-level uri is a uri of its own that fails RFC-005's schema: the no-link line, never the text under resource
    Given the case "recognition/top-uri-number"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": 42,
            "resource": {
              "uri": "memo://recog/inner-secret-8816",
              "text": "inner body text 8816"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | channel            | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/user     | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/system   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | render             | refused        |                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8816" |
      | "inner body text 8816"           |

  @must @recognition @no-link
  Scenario: recognition/resource-uri-missing: A resource with no uri is no embedded resource: the no-link line, not its text
    Given the case "recognition/resource-uri-missing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "mimeType": "text/plain",
              "text": "orphan text 5501"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/system   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
    And no lane shows any of:
      | hidden             |
      | "orphan text 5501" |

  @must @recognition @no-link
  Scenario: recognition/resource-uri-null: A resource whose uri is null has no string uri: the no-link line, not its text
    Given the case "recognition/resource-uri-null"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": null,
              "text": "orphan text 5502"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | channel            | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
    And no lane shows any of:
      | hidden             |
      | "orphan text 5502" |

  @must @recognition @no-link
  Scenario: recognition/resource-uri-number: A resource whose uri is a number has no string uri: the no-link line, not its text
    Given the case "recognition/resource-uri-number"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": 7,
              "text": "orphan text 5503"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/user     | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | render             | refused        |                                                                                                 |            |              |
    And no lane shows any of:
      | hidden             |
      | "orphan text 5503" |

  @must @recognition @no-link
  Scenario: recognition/resource-null: A resource member that is null is no embedded resource: the no-link line
    Given the case "recognition/resource-null"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": null
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/system   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | render             | refused        |                                                                                                 |            |              |

  @must @recognition @no-link
  Scenario: recognition/resource-array: A resource member that is an array is no embedded resource, even holding a record: the no-link line
    Given the case "recognition/resource-array"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": [
              {
                "uri": "memo://recog/inner-secret-8817",
                "text": "text inside an array 8817"
              }
            ]
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | channel            | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8817" |
      | "text inside an array 8817"      |

  @must @recognition @no-link
  Scenario: recognition/resource-string: A resource member that is a string is no embedded resource: the no-link line, never the string
    Given the case "recognition/resource-string"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": "memo://recog/string-resource-3390"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | injection/system   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://recog/string-resource-3390" |

  @must @recognition @text @empty-uri
  Scenario: recognition/empty-resource-uri: An empty string uri under resource still makes an embedded resource: its text shows
    Given the case "recognition/empty-resource-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "",
              "mimeType": "text/plain",
              "text": "text under an empty resource uri"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                | media type | must mention |
      | tool-result/live   | text  | "text under an empty resource uri"                          |            |              |
      | tool-result/stored | text  | "text under an empty resource uri"                          |            |              |
      | script             | view  | [{"type":"text","text":"text under an empty resource uri"}] |            |              |
      | push               | text  | "text under an empty resource uri"                          |            |              |
      | channel            | text  | "text under an empty resource uri"                          |            |              |
      | injection/user     | text  | "text under an empty resource uri"                          |            |              |
      | injection/system   | text  | "text under an empty resource uri"                          |            |              |
      | render             | shown |                                                             |            |              |
      | render             | text  | "text under an empty resource uri"                          |            |              |

  @must @recognition @no-link @depth
  Scenario: recognition/at-depth: At depth in a tool's data the same classifier holds: a non-string uri and a null resource show the no-link line, an empty resource uri its text
    Given the case "recognition/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "items": [
            {
              "type": "resource",
              "uri": 42,
              "resource": {
                "uri": "memo://recog/inner-secret-8818",
                "text": "inner body text 8818"
              }
            },
            {
              "type": "resource",
              "resource": null
            },
            {
              "type": "resource",
              "resource": {
                "uri": "",
                "text": "deep text under an empty uri"
              }
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                                                                  | media type | must mention |
      | tool-result/live   | json  | {"items":[{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},"deep text under an empty uri"]}                                                  |            |              |
      | tool-result/stored | json  | {"items":[{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},"deep text under an empty uri"]}                                                  |            |              |
      | script             | view  | {"items":[{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","text":"deep text under an empty uri"}]} |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/inner-secret-8818" |
      | "inner body text 8818"           |

  @should @reference
  Scenario: recognition/reference-https-stub: An MCPL reference whose uri the host can fetch (https) shows its stub, never its uri
    Given the case "recognition/reference-https-stub"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/reports/q3.pdf",
            "name": "q3.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                         | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: q3.pdf]"                                                                          |            | "q3.pdf"     |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: q3.pdf]"                                                                          |            | "q3.pdf"     |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: q3.pdf]","mentions":["q3.pdf"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: q3.pdf]"                                                                          |            | "q3.pdf"     |
      | injection/system   | marker reference-stub | "[Reference ref_1: q3.pdf]"                                                                          |            | "q3.pdf"     |
    And no lane shows any of:
      | hidden                                 |
      | "https://files.example/reports/q3.pdf" |

  @should @reference
  Scenario: recognition/reference-query-stub: An MCPL reference whose uri has a query, which can carry a credential, shows its stub
    Given the case "recognition/reference-query-stub"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/report?token=SECRET-ref-q-44"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
    And no lane shows any of:
      | hidden                                      |
      | "memo://vault/report?token=SECRET-ref-q-44" |

  @should @reference
  Scenario: recognition/reference-userinfo-stub: An MCPL reference whose uri has userinfo, which can carry a credential, shows its stub
    Given the case "recognition/reference-userinfo-stub"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "s3://AKIA:SECRET-ref-u-45@bucket/report.csv",
            "mimeType": "text/csv",
            "sizeBytes": 2048
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                        | media type | must mention            |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: text/csv, ~2KB claimed]"                                                                                         |            | "text/csv", size 2048 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: text/csv, ~2KB claimed]"                                                                                         |            | "text/csv", size 2048 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: text/csv, ~2KB claimed]","mentions":["text/csv"],"bytes":2048}] |            |                         |
      | push               | marker reference-stub | "[Reference ref_1: text/csv, ~2KB claimed]"                                                                                         |            | "text/csv", size 2048 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: text/csv, ~2KB claimed]"                                                                                         |            | "text/csv", size 2048 B |
    And no lane shows any of:
      | hidden                                        |
      | "s3://AKIA:SECRET-ref-u-45@bucket/report.csv" |

  @should @text @non-string @marker
  Scenario: recognition/non-string-text-block: A text block whose text is not a string shows the reference's non-string-text marker beside the text that follows; push shows both
    Given the case "recognition/non-string-text-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": 42
          },
          {
            "type": "text",
            "text": "after the number"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                  | text or data                                                          | media type | must mention |
      | tool-result/live   | marker non-string-text | "[Text not shown: it arrived as something other than text.]"          |            | "text"       |
      | tool-result/live   | text                   | "after the number"                                                    |            |              |
      | tool-result/stored | marker non-string-text | "[Text not shown: it arrived as something other than text.]"          |            | "text"       |
      | tool-result/stored | text                   | "after the number"                                                    |            |              |
      | script             | view                   | [{"type":"text","text":42},{"type":"text","text":"after the number"}] |            |              |
      | push               | marker non-string-text | "[Text not shown: it arrived as something other than text.]"          |            | "text"       |
      | push               | text                   | "after the number"                                                    |            |              |
      | render             | refused                |                                                                       |            |              |

  @must @text @duplicate
  Scenario: recognition/duplicate-text-member: A resource whose text member is given twice shows the last value, as JSON.parse keeps it
    Given the case "recognition/duplicate-text-member"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/dup/token-t22-twice",
              "mimeType": "text/plain",
              "text": "stale first value",
              "text": "fresh last value"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                | media type | must mention |
      | tool-result/live   | text  | "fresh last value"                          |            |              |
      | tool-result/stored | text  | "fresh last value"                          |            |              |
      | script             | view  | [{"type":"text","text":"fresh last value"}] |            |              |
      | push               | text  | "fresh last value"                          |            |              |
      | injection/system   | text  | "fresh last value"                          |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/dup/token-t22-twice" |
      | "stale first value"                |

  @must @security @text @meta
  Scenario: recognition/annotations-never-shown: An embedded text's annotations and the _meta of the block and of its resource show on no lane, the script view included
    Given the case "recognition/annotations-never-shown"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/meta/token-t23-meta",
              "mimeType": "text/plain",
              "text": "visible body 23",
              "_meta": {
                "grant": "META-GRANT-2301"
              }
            },
            "annotations": {
              "audience": [
                "assistant"
              ],
              "note": "ANNOTATION-SECRET-2302"
            },
            "_meta": {
              "session": "BLOCK-META-SECRET-2303"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                               | media type | must mention |
      | tool-result/live   | text  | "visible body 23"                          |            |              |
      | tool-result/stored | text  | "visible body 23"                          |            |              |
      | script             | view  | [{"type":"text","text":"visible body 23"}] |            |              |
      | push               | text  | "visible body 23"                          |            |              |
      | channel            | text  | "visible body 23"                          |            |              |
      | injection/user     | text  | "visible body 23"                          |            |              |
      | injection/system   | text  | "visible body 23"                          |            |              |
      | render             | shown |                                            |            |              |
      | render             | text  | "visible body 23"                          |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/meta/token-t23-meta" |
      | "META-GRANT-2301"                  |
      | "ANNOTATION-SECRET-2302"           |
      | "BLOCK-META-SECRET-2303"           |

  @must @image @recognition @empty-uri
  Scenario: recognition/empty-resource-uri-image: An empty string uri under resource still makes an embedded resource: its image blob shows as an image
    Given the case "recognition/empty-resource-uri-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention          |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                  | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                        |             | "image/png", size 8 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}] |             |                       |
      | push               | image               | "iVBORw0KGgo="                                                  | "image/png" |                       |

  @should @recognition @block @marker
  Scenario: recognition/unknown-block-type: A block of a type no lane shows (video) shows the reference's unsupported-block marker naming its type; a script gets the block as it came
    Given the case "recognition/unknown-block-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "video",
            "data": "AAAA",
            "mimeType": "video/mp4"
          },
          {
            "type": "text",
            "text": "the clip"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                              | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                                  |            | "video"      |
      | tool-result/live   | text                     | "the clip"                                                                                |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                                  |            | "video"      |
      | tool-result/stored | text                     | "the clip"                                                                                |            |              |
      | script             | view                     | [{"type":"video","data":"AAAA","mimeType":"video/mp4"},{"type":"text","text":"the clip"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                                  |            | "video"      |
      | push               | text                     | "the clip"                                                                                |            |              |
      | render             | refused                  |                                                                                           |            |              |

  @should @recognition @block @marker @non-string
  Scenario: recognition/image-data-not-string: An image block whose data is not a string shows the reference's unsupported-block marker naming image
    Given the case "recognition/image-data-not-string"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": 42,
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                             | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]" |            | "image"      |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]" |            | "image"      |
      | script             | view                     | [{"type":"image","data":42,"mimeType":"image/png"}]      |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]" |            | "image"      |
      | render             | refused                  |                                                          |            |              |

  @must @recognition @duplicate
  Scenario: recognition/duplicate-type: A block whose type is given twice is read by its last value: "text" then "resource" is an embedded resource, showing its text and never the decoy
    Given the case "recognition/duplicate-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "decoy text r20",
            "type": "resource",
            "resource": {
              "uri": "memo://recog/dup/token-r20-dup",
              "mimeType": "text/plain",
              "text": "the resource text r20"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                     | media type | must mention |
      | tool-result/live   | text  | "the resource text r20"                          |            |              |
      | tool-result/stored | text  | "the resource text r20"                          |            |              |
      | script             | view  | [{"type":"text","text":"the resource text r20"}] |            |              |
      | push               | text  | "the resource text r20"                          |            |              |
      | render             | shown |                                                  |            |              |
      | render             | text  | "the resource text r20"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://recog/dup/token-r20-dup" |
      | "decoy text r20"                 |

  @must @recognition @no-link
  Scenario: recognition/resource-scalars: A resource member that is a number, false or true is no embedded resource: the no-link line for each
    Given the case "recognition/resource-scalars"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": 42
          },
          {
            "type": "resource",
            "resource": false
          },
          {
            "type": "resource",
            "resource": true
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                                                                                                                                                                                                                | media type | must mention |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                         |            |              |
      | render             | refused        |                                                                                                                                                                                                                                                                                             |            |              |

  @must @recognition @no-link
  Scenario: recognition/resource-empty-object: A resource member that is an empty object has no string uri: the no-link line
    Given the case "recognition/resource-empty-object"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {}
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows          | text or data                                                                                    | media type | must mention |
      | tool-result/live   | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | tool-result/stored | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | script             | view           | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |              |
      | push               | marker no-link | "[Reference not shown: it arrived without a link.]"                                             |            |              |
      | render             | refused        |                                                                                                 |            |              |

  @must @security @recognition @reference
  Scenario: recognition/uri-of-own-beside-image: A uri of its own wins over an embedded image under resource: the MCPL reference's stub, never the image or the uri
    Given the case "recognition/uri-of-own-beside-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r21.png?sig=SECRET-R21-SIG",
            "resource": {
              "uri": "memo://recog/own/token-r21-inner",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | render             | refused               |                                                                        |            |              |
    And no lane shows any of:
      | hidden                                             |
      | "https://files.example/r21.png?sig=SECRET-R21-SIG" |
      | "memo://recog/own/token-r21-inner"                 |

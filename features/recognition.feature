# Generated from vectors/recognition.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
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

  @must @recognition @text @disposition
  Scenario: recognition/annotations-audience-user: Annotations {"audience":["user"]} on an embedded resource withhold nothing: its text shows on every lane, the annotations on none
    Given the case "recognition/annotations-audience-user"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/aud/token-r4h-user",
              "mimeType": "text/plain",
              "text": "for the user too"
            },
            "annotations": {
              "audience": [
                "user"
              ]
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                | media type | must mention |
      | tool-result/live   | text  | "for the user too"                          |            |              |
      | tool-result/stored | text  | "for the user too"                          |            |              |
      | script             | view  | [{"type":"text","text":"for the user too"}] |            |              |
      | push               | text  | "for the user too"                          |            |              |
      | channel            | text  | "for the user too"                          |            |              |
      | injection/user     | text  | "for the user too"                          |            |              |
      | injection/system   | text  | "for the user too"                          |            |              |
      | render             | shown |                                             |            |              |
      | render             | text  | "for the user too"                          |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/aud/token-r4h-user" |

  @must @security @recognition @withheld @disposition
  Scenario: recognition/annotations-with-disposition: Twin of annotations-audience-user: the same block with a disposition "ref" beside its annotations is withheld
    Given the case "recognition/annotations-with-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/aud/token-r4h-disp",
              "mimeType": "text/plain",
              "text": "for the user too"
            },
            "annotations": {
              "audience": [
                "user"
              ]
            },
            "disposition": "ref"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/aud/token-r4h-disp" |
      | "for the user too"                |

  @must @security @recognition @meta @claims
  Scenario: recognition/disposition-in-resource-meta: A disposition inside resource._meta is no claim: the resource shows its text, and the never there marks nothing, so a reference to the uri beside it shows its line
    Given the case "recognition/disposition-in-resource-meta"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/meta/token-r4i-res",
              "mimeType": "text/plain",
              "text": "meta body",
              "_meta": {
                "uri": "memo://notes/meta/r4i-other",
                "disposition": "never"
              }
            }
          },
          {
            "type": "resource",
            "uri": "memo://notes/meta/r4i-other"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                     | media type | must mention |
      | tool-result/live   | text                  | "meta body"                                                                                                                      |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | tool-result/stored | text                  | "meta body"                                                                                                                      |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | script             | view                  | [{"type":"text","text":"meta body"},{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/meta/r4i-other]"}] |            |              |
      | push               | text                  | "meta body"                                                                                                                      |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | channel            | text                  | "meta body"                                                                                                                      |            |              |
      | channel            | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | injection/user     | text                  | "meta body"                                                                                                                      |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | injection/system   | text                  | "meta body"                                                                                                                      |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://notes/meta/r4i-other]"                                                                                       |            |              |
      | render             | refused               |                                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/meta/token-r4i-res" |

  @must @security @recognition @withheld @disposition
  Scenario: recognition/disposition-on-resource: Twin of disposition-in-resource-meta: a disposition on the resource object itself withholds it
    Given the case "recognition/disposition-on-resource"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/meta/token-r4i-on",
              "mimeType": "text/plain",
              "text": "meta body",
              "disposition": "never"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/meta/token-r4i-on" |
      | "meta body"                      |

  @must @recognition @inline @meta
  Scenario: recognition/uri-in-inline-meta: A uri inside an inline image's _meta is no claim (only a uri beside the data is): the image shows (a uri beside the data withholds it: image/inline-string-uri)
    Given the case "recognition/uri-in-inline-meta"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "_meta": {
              "uri": "memo://img/meta/r4j-inline"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                         | media type  | must mention          |
      | tool-result/live   | image               | "QUJD"                                                                                               | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                                                             |             | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png","_meta":{"uri":"memo://img/meta/r4j-inline"}}] |             |                       |
      | push               | image               | "QUJD"                                                                                               | "image/png" |                       |
      | channel            | image               | "QUJD"                                                                                               | "image/png" |                       |
      | injection/user     | image               | "QUJD"                                                                                               | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                      |             | "image"               |
      | render             | shown               |                                                                                                      |             |                       |
      | render             | image               | "QUJD"                                                                                               | "image/png" |                       |

  @must @security @recognition @claims @never @stub
  Scenario: recognition/claim-in-text-annotations: The claims walk reaches every object but an embedded resource: a uri with disposition never inside a text block's annotations marks it never, so the reference to it shows its stub
    Given the case "recognition/claim-in-text-annotations"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see",
            "annotations": {
              "uri": "memo://ann/claim/token-r4k-text",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": "memo://ann/claim/token-r4k-text"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                               | media type | must mention |
      | tool-result/live   | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | tool-result/stored | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | script             | view                  | [{"type":"text","text":"see","annotations":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | channel            | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | injection/user     | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | injection/system   | text                  | "see"                                                                                                                                                                                                                      |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | render             | refused               |                                                                                                                                                                                                                            |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://ann/claim/token-r4k-text" |

  @must @security @recognition @claims @line
  Scenario: recognition/claim-in-embedded-annotations: Twin of claim-in-text-annotations: the same claim inside an embedded resource's annotations claims nothing (the walk never enters an embedded resource), so the reference shows its line
    Given the case "recognition/claim-in-embedded-annotations"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://ann/res/token-r4k-res",
              "mimeType": "text/plain",
              "text": "annotated"
            },
            "annotations": {
              "uri": "memo://ann/claim/r4k-embedded",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": "memo://ann/claim/r4k-embedded"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                       | media type | must mention |
      | tool-result/live   | text                  | "annotated"                                                                                                                        |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | tool-result/stored | text                  | "annotated"                                                                                                                        |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | script             | view                  | [{"type":"text","text":"annotated"},{"type":"text","marker":"reference-line","text":"[Reference: memo://ann/claim/r4k-embedded]"}] |            |              |
      | push               | text                  | "annotated"                                                                                                                        |            |              |
      | push               | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | channel            | text                  | "annotated"                                                                                                                        |            |              |
      | channel            | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | injection/user     | text                  | "annotated"                                                                                                                        |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | injection/system   | text                  | "annotated"                                                                                                                        |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://ann/claim/r4k-embedded]"                                                                                       |            |              |
      | render             | refused               |                                                                                                                                    |            |              |
    And no lane shows any of:
      | hidden                         |
      | "memo://ann/res/token-r4k-res" |

  @must @recognition @depth
  Scenario: recognition/capital-resource-at-depth: Type "Resource" with a capital R is no resource block: inside data the object stays data, written as it came
    Given the case "recognition/capital-resource-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "a": {
            "type": "Resource",
            "uri": "memo://cap/depth/r4l-cap"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                               | media type | must mention |
      | tool-result/live   | json  | {"a":{"type":"Resource","uri":"memo://cap/depth/r4l-cap"}} |            |              |
      | tool-result/stored | json  | {"a":{"type":"Resource","uri":"memo://cap/depth/r4l-cap"}} |            |              |
      | script             | view  | {"a":{"type":"Resource","uri":"memo://cap/depth/r4l-cap"}} |            |              |

  @must @recognition @depth @reference
  Scenario: recognition/resource-at-depth: Twin of capital-resource-at-depth: type "resource" inside data is a reference, stored as its line
    Given the case "recognition/resource-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "a": {
            "type": "resource",
            "uri": "memo://cap/depth/r4l-low"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                   | media type | must mention |
      | tool-result/live   | json  | {"a":{"$marker":"reference-line","text":"[Reference: memo://cap/depth/r4l-low]"}}              |            |              |
      | tool-result/stored | json  | {"a":{"$marker":"reference-line","text":"[Reference: memo://cap/depth/r4l-low]"}}              |            |              |
      | script             | view  | {"a":{"type":"text","marker":"reference-line","text":"[Reference: memo://cap/depth/r4l-low]"}} |            |              |

  @should @recognition @block @marker
  Scenario: recognition/capital-resource-block: A block of type "Resource" in a content array is a block of a type no lane shows: the unsupported-block marker naming Resource (a reference's twin: recognition/uri-of-own-line)
    Given the case "recognition/capital-resource-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "Resource",
            "uri": "memo://cap/block/r4l-top"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | script             | view                     | [{"type":"Resource","uri":"memo://cap/block/r4l-top"}]      |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (Resource).]" |            | "Resource"   |
      | render             | refused                  |                                                             |            |              |

  @must @security @reference @stub
  Scenario: recognition/stub-one-space-name: A name of one space is kept in the stub: its label " " is not empty
    Given the case "recognition/stub-one-space-name"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/stub/token-r4m-space.pdf",
            "name": " "
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                              | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1:  ]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1:  ]"                                                    |            |              |
      | render             | refused               |                                                                           |            |              |
    And no lane shows any of:
      | hidden                                           |
      | "https://files.example/stub/token-r4m-space.pdf" |

  @must @security @reference @stub
  Scenario: recognition/stub-empty-name: Twin of stub-one-space-name: a name of "" has an empty label and is left out: [Reference ref_1]
    Given the case "recognition/stub-empty-name"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/stub/token-r4m-empty.pdf",
            "name": ""
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
      | hidden                                           |
      | "https://files.example/stub/token-r4m-empty.pdf" |

  @must @security @reference @format-character @unicode
  Scenario: recognition/line-refused-unicode-15-format: U+13439 and U+1343F are format characters (Cf) in Unicode 15.0: a reference uri holding one shows its stub, never its line
    Given the case "recognition/line-refused-unicode-15-format"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo:glyph/r4n\ud80d\udc39a"
          },
          {
            "type": "resource",
            "uri": "memo:glyph/r4n\ud80d\udc3fb"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | render             | refused               |                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo:glyph/r4n\\u{13439}a" |
      | "memo:glyph/r4n\\u{1343f}b" |

  @must @reference @line
  Scenario: recognition/line-without-unicode-15-format: Twin of line-refused-unicode-15-format: the same uris without the format characters show their lines
    Given the case "recognition/line-without-unicode-15-format"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo:glyph/r4na"
          },
          {
            "type": "resource",
            "uri": "memo:glyph/r4nb"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                      | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo:glyph/r4na]"},{"type":"text","marker":"reference-line","text":"[Reference: memo:glyph/r4nb]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | push               | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo:glyph/r4na]"                                                                                                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo:glyph/r4nb]"                                                                                                                                    |            |              |
      | render             | refused               |                                                                                                                                                                   |            |              |

  @must @security @reference @stub @size @numbers
  Scenario: recognition/size-bytes-negative-zero: A sizeBytes of -0 is the integer 0: the stub says 0B claimed
    Given the case "recognition/size-bytes-negative-zero"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/size/token-r4o-zero.bin",
            "sizeBytes": -0
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                 | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: 0B claimed]","bytes":0}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | channel            | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | injection/user     | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | injection/system   | marker reference-stub | "[Reference ref_1: 0B claimed]"                                                              |            | size 0 B     |
      | render             | refused               |                                                                                              |            |              |
    And no lane shows any of:
      | hidden                                          |
      | "https://files.example/size/token-r4o-zero.bin" |

  @must @security @reference @stub @size @numbers
  Scenario: recognition/size-bytes-negative-one: Twin of size-bytes-negative-zero: a sizeBytes of -1 is no valid size and is left out: [Reference ref_1]
    Given the case "recognition/size-bytes-negative-one"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/size/token-r4o-minus.bin",
            "sizeBytes": -1
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
      | hidden                                           |
      | "https://files.example/size/token-r4o-minus.bin" |

  @should @recognition @block @marker
  Scenario: recognition/element-string: Revision 4: an element of a content array that is a string is never an error: the content lanes show the unsupported-block marker naming string after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-string"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          "hello"
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                              | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},"hello"]                 |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},"hello"]                 |            |              |
      | script             | view                     | [{"type":"text","text":"before"},"hello"]                 |            |              |
      | push               | text                     | "before"                                                  |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | channel            | text                     | "before"                                                  |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/user     | text                     | "before"                                                  |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/system   | text                     | "before"                                                  |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | render             | refused                  |                                                           |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-number: Revision 4: an element of a content array that is a number is never an error: the content lanes show the unsupported-block marker naming number after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-number"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          42
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                              | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},42]                      |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},42]                      |            |              |
      | script             | view                     | [{"type":"text","text":"before"},42]                      |            |              |
      | push               | text                     | "before"                                                  |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (number).]" |            | "number"     |
      | channel            | text                     | "before"                                                  |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (number).]" |            | "number"     |
      | injection/user     | text                     | "before"                                                  |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (number).]" |            | "number"     |
      | injection/system   | text                     | "before"                                                  |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (number).]" |            | "number"     |
      | render             | refused                  |                                                           |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-boolean: Revision 4: an element of a content array that is true is never an error: the content lanes show the unsupported-block marker naming boolean after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-boolean"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          true
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                               | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},true]                     |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},true]                     |            |              |
      | script             | view                     | [{"type":"text","text":"before"},true]                     |            |              |
      | push               | text                     | "before"                                                   |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (boolean).]" |            | "boolean"    |
      | channel            | text                     | "before"                                                   |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (boolean).]" |            | "boolean"    |
      | injection/user     | text                     | "before"                                                   |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (boolean).]" |            | "boolean"    |
      | injection/system   | text                     | "before"                                                   |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (boolean).]" |            | "boolean"    |
      | render             | refused                  |                                                            |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-null: Revision 4: an element of a content array that is null is never an error: the content lanes show the unsupported-block marker naming null after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-null"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          null
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                            | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},null]                  |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},null]                  |            |              |
      | script             | view                     | [{"type":"text","text":"before"},null]                  |            |              |
      | push               | text                     | "before"                                                |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (null).]" |            | "null"       |
      | channel            | text                     | "before"                                                |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (null).]" |            | "null"       |
      | injection/user     | text                     | "before"                                                |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (null).]" |            | "null"       |
      | injection/system   | text                     | "before"                                                |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (null).]" |            | "null"       |
      | render             | refused                  |                                                         |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-array: Revision 4: an element of a content array that is an array is never an error: the content lanes show the unsupported-block marker naming array after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-array"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          [
            1,
            "x"
          ]
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                             | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},[1,"x"]]                |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},[1,"x"]]                |            |              |
      | script             | view                     | [{"type":"text","text":"before"},[1,"x"]]                |            |              |
      | push               | text                     | "before"                                                 |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (array).]" |            | "array"      |
      | channel            | text                     | "before"                                                 |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (array).]" |            | "array"      |
      | injection/user     | text                     | "before"                                                 |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (array).]" |            | "array"      |
      | injection/system   | text                     | "before"                                                 |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (array).]" |            | "array"      |
      | render             | refused                  |                                                          |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-object-without-type: Revision 4: an element of a content array that is an object with no type is never an error: the content lanes show the unsupported-block marker naming object after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-object-without-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          {
            "text": "t"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                              | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},{"text":"t"}]            |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},{"text":"t"}]            |            |              |
      | script             | view                     | [{"type":"text","text":"before"},{"text":"t"}]            |            |              |
      | push               | text                     | "before"                                                  |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (object).]" |            | "object"     |
      | channel            | text                     | "before"                                                  |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (object).]" |            | "object"     |
      | injection/user     | text                     | "before"                                                  |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (object).]" |            | "object"     |
      | injection/system   | text                     | "before"                                                  |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (object).]" |            | "object"     |
      | render             | refused                  |                                                           |            |              |

  @should @recognition @block @marker
  Scenario: recognition/element-object-with-array-type: Revision 4: an element of a content array that is an object whose type is not a string is never an error: the content lanes show the unsupported-block marker naming object after the text, never its value, and render refuses; a tool result takes the array as data, its JSON text
    Given the case "recognition/element-object-with-array-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          },
          {
            "type": [
              "text"
            ],
            "text": "t"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                   | media type | must mention |
      | tool-result/live   | json                     | [{"type":"text","text":"before"},{"type":["text"],"text":"t"}] |            |              |
      | tool-result/stored | json                     | [{"type":"text","text":"before"},{"type":["text"],"text":"t"}] |            |              |
      | script             | view                     | [{"type":"text","text":"before"},{"type":["text"],"text":"t"}] |            |              |
      | push               | text                     | "before"                                                       |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (object).]"      |            | "object"     |
      | channel            | text                     | "before"                                                       |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (object).]"      |            | "object"     |
      | injection/user     | text                     | "before"                                                       |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (object).]"      |            | "object"     |
      | injection/system   | text                     | "before"                                                       |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (object).]"      |            | "object"     |
      | render             | refused                  |                                                                |            |              |

  @must @recognition @text
  Scenario: recognition/element-text-alone: Twin of the element-* cases: the text alone is shown on every lane, and render shows it
    Given the case "recognition/element-text-alone"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "before"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                      | media type | must mention |
      | tool-result/live   | text  | "before"                          |            |              |
      | tool-result/stored | text  | "before"                          |            |              |
      | script             | view  | [{"type":"text","text":"before"}] |            |              |
      | push               | text  | "before"                          |            |              |
      | channel            | text  | "before"                          |            |              |
      | injection/user     | text  | "before"                          |            |              |
      | injection/system   | text  | "before"                          |            |              |
      | render             | shown |                                   |            |              |
      | render             | text  | "before"                          |            |              |

  @must @recognition @text
  Scenario: recognition/element-object-with-type: Twin of element-object-without-type: with "type": "text" the object is a text block and shows its text
    Given the case "recognition/element-object-with-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "t"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                 | media type | must mention |
      | tool-result/live   | text  | "t"                          |            |              |
      | tool-result/stored | text  | "t"                          |            |              |
      | script             | view  | [{"type":"text","text":"t"}] |            |              |
      | push               | text  | "t"                          |            |              |
      | channel            | text  | "t"                          |            |              |
      | injection/user     | text  | "t"                          |            |              |
      | injection/system   | text  | "t"                          |            |              |
      | render             | shown |                              |            |              |
      | render             | text  | "t"                          |            |              |

  @should @recognition @block @marker @blank
  Scenario: recognition/element-string-alone: Revision 4: a string alone in a content array is something to see: push and channel show its marker rather than refuse, and render refuses
    Given the case "recognition/element-string-alone"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          "hello"
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                              | media type | must mention |
      | tool-result/live   | json                     | ["hello"]                                                 |            |              |
      | tool-result/stored | json                     | ["hello"]                                                 |            |              |
      | script             | view                     | ["hello"]                                                 |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | render             | refused                  |                                                           |            |              |

  @should @recognition @block @marker @blank
  Scenario: recognition/element-blank-string-alone: Revision 4: a blank string alone is not blank text: it is an element of type string, something to see (a blank text block is refused: recognition/blank-text-block-alone)
    Given the case "recognition/element-blank-string-alone"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          " "
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                              | media type | must mention |
      | tool-result/live   | json                     | [" "]                                                     |            |              |
      | tool-result/stored | json                     | [" "]                                                     |            |              |
      | script             | view                     | [" "]                                                     |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (string).]" |            | "string"     |
      | render             | refused                  |                                                           |            |              |

  @must @recognition @blank
  Scenario: recognition/blank-text-block-alone: Twin of element-blank-string-alone: a text block " " alone is visibly empty: refused on push and channel, nothing on render
    Given the case "recognition/blank-text-block-alone"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": " "
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data                 | media type | must mention |
      | tool-result/live   | text    | " "                          |            |              |
      | tool-result/stored | text    | " "                          |            |              |
      | script             | view    | [{"type":"text","text":" "}] |            |              |
      | push               | refused | "empty"                      |            |              |
      | channel            | refused | "empty"                      |            |              |
      | injection/user     | text    | " "                          |            |              |
      | injection/system   | text    | " "                          |            |              |
      | render             | nothing |                              |            |              |

  @should @recognition @block @marker @label
  Scenario: recognition/unknown-type-controls-bidi: Revision 4: an unknown block's type is a label: "vi\u0001de\u202eo" names video, its control and bidi mark removed
    Given the case "recognition/unknown-type-controls-bidi"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "vi\u0001de\u202eo",
            "data": "AAAA"
          },
          {
            "type": "text",
            "text": "the clip"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                               | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | tool-result/live   | text                     | "the clip"                                                                 |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | tool-result/stored | text                     | "the clip"                                                                 |            |              |
      | script             | view                     | [{"type":"vi\\u0001de‮o","data":"AAAA"},{"type":"text","text":"the clip"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | push               | text                     | "the clip"                                                                 |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | channel            | text                     | "the clip"                                                                 |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | injection/user     | text                     | "the clip"                                                                 |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (video).]"                   |            | "video"      |
      | injection/system   | text                     | "the clip"                                                                 |            |              |
      | render             | refused                  |                                                                            |            |              |

  @should @recognition @block @marker @label
  Scenario: recognition/unknown-type-over-bound: Revision 4: an unknown block's type is a label: one of 121 units is named by its first 119 and …
    Given the case "recognition/unknown-type-over-bound"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
          },
          {
            "type": "text",
            "text": "before"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                           | media type | must mention                                                                                                               |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | tool-result/live   | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | tool-result/stored | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | script             | view                     | [{"type":"widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},{"type":"text","text":"before"}] |            |                                                                                                                            |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | push               | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | channel            | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | injection/user     | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 112 + "…).]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" |
      | injection/system   | text                     | "before"                                                                                                                                                               |            |                                                                                                                            |
      | render             | refused                  |                                                                                                                                                                        |            |                                                                                                                            |

  @should @recognition @block @marker @label
  Scenario: recognition/unknown-type-at-bound: Twin of unknown-type-over-bound: a type of 120 units is named whole
    Given the case "recognition/unknown-type-at-bound"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
          },
          {
            "type": "text",
            "text": "before"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                          | media type | must mention                                                                                                               |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | tool-result/live   | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | tool-result/stored | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | script             | view                     | [{"type":"widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},{"type":"text","text":"before"}] |            |                                                                                                                            |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | push               | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | channel            | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | injection/user     | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (widget-" + "x" × 113 + ").]"                                                                                           |            | "widget-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |
      | injection/system   | text                     | "before"                                                                                                                                                              |            |                                                                                                                            |
      | render             | refused                  |                                                                                                                                                                       |            |                                                                                                                            |

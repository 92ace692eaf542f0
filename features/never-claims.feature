# Generated from vectors/never-claims.json by `go test ./features -update`: edit the vector, then regenerate.
# `rfc005 validate` reports any difference between this file and the vectors.
@family-never-claims
Feature: Never-claims: an embedded resource's disposition "never" keeps a link to its uri to a stub
  An embedded resource (or inline data) that claims disposition "never" marks
  its uri never in the whole result's claims, so an MCPL reference in the same
  result that names the uri shows its stub and never the uri, at any depth and
  in a script's view. Only "never" counts, an empty uri marks nothing, and the
  claims walk does not descend into an embedded resource.

  @must @security @never @claims @reference
  Scenario: never-claims/block-never: An embedded resource with disposition "never" on the block keeps a link to the same uri to its stub on every lane
    Given the case "never-claims/block-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2291",
              "mimeType": "text/plain",
              "text": "quarterly ledger body 2291"
            },
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2291"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | render             | refused               |                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                       |
      | "memo://shared/report-2291"  |
      | "quarterly ledger body 2291" |

  @must @security @never @claims @reference
  Scenario: never-claims/resource-never: A disposition "never" on the embedded resource's record marks its uri as one on the block does
    Given the case "never-claims/resource-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2292",
              "text": "board minutes body 2292",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2292"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2292" |
      | "board minutes body 2292"   |

  @should @never @claims @reference @control
  Scenario: never-claims/control-no-disposition: Control: with no disposition "never" in the result, a link beside an embedded resource of another uri shows its reference line
    Given the case "never-claims/control-no-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2293",
              "mimeType": "text/plain",
              "text": "shared report body 2293"
            }
          },
          {
            "type": "resource",
            "uri": "memo://shared/link-2293"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                               | media type | must mention |
      | tool-result/live   | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
      | tool-result/stored | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
      | script             | view                  | [{"type":"text","text":"shared report body 2293"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/link-2293]"}] |            |              |
      | push               | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
      | channel            | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
      | injection/user     | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
      | injection/system   | text                  | "shared report body 2293"                                                                                                                  |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/link-2293]"                                                                                                     |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2293" |

  @must @security @never @claims @reference @order
  Scenario: never-claims/link-before-never: The claims are the whole result's: a link that comes before the embedded "never" shows its stub too
    Given the case "never-claims/link-before-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://shared/report-2294"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2294",
              "text": "appendix body 2294"
            },
            "disposition": "never"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2294" |
      | "appendix body 2294"        |

  @must @security @never @claims @reference @depth @script
  Scenario: never-claims/at-depth: An embedded "never" at depth in a tool's data keeps a link at another depth to its stub in the stored copy and the script's view
    Given the case "never-claims/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "attachment": {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2295",
              "mimeType": "text/plain",
              "text": "nested attachment body 2295"
            },
            "disposition": "never"
          },
          "meta": {
            "links": [
              {
                "type": "resource",
                "uri": "memo://shared/report-2295"
              }
            ],
            "count": 1
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                                           | media type | must mention |
      | tool-result/live   | json  | {"attachment":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"meta":{"links":[{"$marker":"reference-stub","text":"[Reference ref_1]"}],"count":1}}                           |            |              |
      | tool-result/stored | json  | {"attachment":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"meta":{"links":[{"$marker":"reference-stub","text":"[Reference ref_1]"}],"count":1}}                           |            |              |
      | script             | view  | {"attachment":{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"meta":{"links":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}],"count":1}} |            |              |
    And no lane shows any of:
      | hidden                        |
      | "memo://shared/report-2295"   |
      | "nested attachment body 2295" |

  @should @never @claims @reference @depth @script @control
  Scenario: never-claims/at-depth-control: Control: with no disposition "never" at any depth, a link at another depth shows its reference line in the stored copy and the script's view
    Given the case "never-claims/at-depth-control"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "attachment": {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2296",
              "mimeType": "text/plain",
              "text": "nested attachment body 2296"
            }
          },
          "meta": {
            "links": [
              {
                "type": "resource",
                "uri": "memo://shared/link-2296"
              }
            ],
            "count": 1
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                             | media type | must mention |
      | tool-result/live   | json  | {"attachment":"nested attachment body 2296","meta":{"links":[{"$marker":"reference-line","text":"[Reference: memo://shared/link-2296]"}],"count":1}}                                     |            |              |
      | tool-result/stored | json  | {"attachment":"nested attachment body 2296","meta":{"links":[{"$marker":"reference-line","text":"[Reference: memo://shared/link-2296]"}],"count":1}}                                     |            |              |
      | script             | view  | {"attachment":{"type":"text","text":"nested attachment body 2296"},"meta":{"links":[{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/link-2296]"}],"count":1}} |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2296" |

  @should @claims @reference @disposition @inline-image
  Scenario: never-claims/ref-marks-nothing: A disposition "ref" marks nothing: links to a uri that an inline image and a reference claim "ref" for show their lines
    Given the case "never-claims/ref-marks-nothing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png",
            "uri": "memo://shared/report-2297",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2297",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2297"
          },
          {
            "type": "resource",
            "uri": "memo://shared/other-2297",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://shared/other-2297"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/report-2297]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/report-2297]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/other-2297]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/other-2297]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                                                                                                                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/report-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                      |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/other-2297]"                                                                                                                                                                                                                                                                                                                                                                                                                                                       |            |              |
    And no lane shows any of:
      | hidden         |
      | "iVBORw0KGgo=" |

  @should @claims @reference @empty-uri
  Scenario: never-claims/empty-uri-marks-nothing: An embedded "never" whose uri is "" marks nothing: a link elsewhere shows its line and a resource block with uri "" its no-link line
    Given the case "never-claims/empty-uri-marks-nothing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "",
              "text": "withheld body 2298",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": ""
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2298"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                      |            |              |
      | tool-result/live   | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                             |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/report-2298]"                                                                                                                                                                                                                                                                        |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                      |            |              |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                             |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/report-2298]"                                                                                                                                                                                                                                                                        |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/report-2298]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                      |            |              |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                             |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/report-2298]"                                                                                                                                                                                                                                                                        |            |              |
    And no lane shows any of:
      | hidden               |
      | "withheld body 2298" |

  @should @claims @reference @meta @control
  Scenario: never-claims/meta-never-marks-nothing: A "never" nested in an embedded resource's _meta marks nothing: the claims walk stops at an embedded resource, so a link to the uri it names shows its line
    Given the case "never-claims/meta-never-marks-nothing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/report-2299",
              "text": "visible body 2299",
              "_meta": {
                "trace": "meta-trace-5521",
                "pinned": {
                  "type": "resource",
                  "uri": "memo://shared/link-2299",
                  "disposition": "never"
                }
              }
            }
          },
          {
            "type": "resource",
            "uri": "memo://shared/link-2299"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                         | media type | must mention |
      | tool-result/live   | text                  | "visible body 2299"                                                                                                                  |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
      | tool-result/stored | text                  | "visible body 2299"                                                                                                                  |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
      | script             | view                  | [{"type":"text","text":"visible body 2299"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/link-2299]"}] |            |              |
      | push               | text                  | "visible body 2299"                                                                                                                  |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
      | channel            | text                  | "visible body 2299"                                                                                                                  |            |              |
      | channel            | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
      | injection/user     | text                  | "visible body 2299"                                                                                                                  |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
      | injection/system   | text                  | "visible body 2299"                                                                                                                  |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://shared/link-2299]"                                                                                               |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2299" |
      | "meta-trace-5521"           |

  @must @security @never @claims @reference @inline-image
  Scenario: never-claims/inline-image-never: An inline image with data, a uri and disposition "never" marks its uri: a link to it shows its stub
    Given the case "never-claims/inline-image-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png",
            "uri": "memo://shared/report-2300",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://shared/report-2300"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                          |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://shared/report-2300" |
      | "iVBORw0KGgo="              |

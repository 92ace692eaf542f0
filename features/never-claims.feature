# Generated from vectors/never-claims.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
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

  @must @security @claims @image @no-data
  Scenario: never-claims/image-without-data: An image with no data but a uri and disposition never claims that uri: the reference beside it shows its stub
    Given the case "never-claims/image-without-data"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "mimeType": "image/png",
            "uri": "memo://claims/q-r3-1",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://claims/q-r3-1"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/live   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/stored | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | push               | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | channel            | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/user     | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/system   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | render             | refused                  |                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                 |
      | "memo://claims/q-r3-1" |

  @must @claims @image @no-data
  Scenario: never-claims/image-without-data-ref: The same image with disposition ref claims nothing: the reference shows its line
    Given the case "never-claims/image-without-data-ref"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "mimeType": "image/png",
            "uri": "memo://claims/q-r3-2",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://claims/q-r3-2"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/live   | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/stored | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | script             | view                     | [{"type":"image","mimeType":"image/png","uri":"memo://claims/q-r3-2","disposition":"ref"},{"type":"text","marker":"reference-line","text":"[Reference: memo://claims/q-r3-2]"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | push               | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | channel            | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/user     | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/system   | marker reference-line    | "[Reference: memo://claims/q-r3-2]"                                                                                                                                             |            |              |
      | render             | refused                  |                                                                                                                                                                                 |            |              |

  @must @security @claims @resource-link
  Scenario: never-claims/resource-link-never: A resource_link with disposition never claims its uri
    Given the case "never-claims/resource-link-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource_link",
            "uri": "memo://claims/link-r3-3",
            "name": "notes",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://claims/link-r3-3"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                    | media type | must mention    |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | tool-result/live   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | tool-result/stored | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |                 |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | push               | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | channel            | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | injection/user     | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                                |            | "resource_link" |
      | injection/system   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |                 |
      | render             | refused                  |                                                                                                                                                                                 |            |                 |
    And no lane shows any of:
      | hidden                    |
      | "memo://claims/link-r3-3" |

  @must @claims @resource-link
  Scenario: never-claims/resource-link-plain: A resource_link without a disposition claims nothing: the reference shows its line
    Given the case "never-claims/resource-link-plain"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource_link",
            "uri": "memo://claims/link-r3-4",
            "name": "notes"
          },
          {
            "type": "resource",
            "uri": "memo://claims/link-r3-4"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                      | media type | must mention    |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | tool-result/live   | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | tool-result/stored | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | script             | view                     | [{"type":"resource_link","uri":"memo://claims/link-r3-4","name":"notes"},{"type":"text","marker":"reference-line","text":"[Reference: memo://claims/link-r3-4]"}] |            |                 |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | push               | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | channel            | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | injection/user     | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                                  |            | "resource_link" |
      | injection/system   | marker reference-line    | "[Reference: memo://claims/link-r3-4]"                                                                                                                            |            |                 |
      | render             | refused                  |                                                                                                                                                                   |            |                 |

  @must @security @claims @text
  Scenario: never-claims/text-block-never: A text block with a uri and disposition never claims it; its text still shows
    Given the case "never-claims/text-block-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see the attachment",
            "uri": "memo://claims/t-r3-5",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://claims/t-r3-5"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | tool-result/stored | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | script             | view                  | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | channel            | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/user     | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/system   | text                  | "see the attachment"                                                                                                                                                            |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | render             | refused               |                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                 |
      | "memo://claims/t-r3-5" |

  @must @security @claims @depth
  Scenario: never-claims/object-in-a-block: An object inside a block's members claims by its uri and disposition, typed or not
    Given the case "never-claims/object-in-a-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "t",
            "_meta": {
              "att": {
                "uri": "memo://claims/o-r3-6",
                "disposition": "never"
              }
            }
          },
          {
            "type": "resource",
            "uri": "memo://claims/o-r3-6"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                               | media type | must mention |
      | tool-result/live   | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | tool-result/stored | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | script             | view                  | [{"type":"text","text":"t","_meta":{"att":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | channel            | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | injection/user     | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | injection/system   | text                  | "t"                                                                                                                                                                                                                        |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                        |            |              |
      | render             | refused               |                                                                                                                                                                                                                            |            |              |
    And no lane shows any of:
      | hidden                 |
      | "memo://claims/o-r3-6" |

  @must @security @claims @duplicate-members
  Scenario: never-claims/overwritten-member-claims: A member a later duplicate overwrites still claims: what the sender wrote counts (fail closed)
    Given the case "never-claims/overwritten-member-claims"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "t",
            "meta": {
              "uri": "memo://claims/w-r3-7",
              "disposition": "never"
            },
            "meta": {}
          },
          {
            "type": "resource",
            "uri": "memo://claims/w-r3-7"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                | media type | must mention |
      | tool-result/live   | text                  | "t"                                                                                                         |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | tool-result/stored | text                  | "t"                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | script             | view                  | [{"type":"text","text":"t","meta":{}},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "t"                                                                                                         |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | channel            | text                  | "t"                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | injection/user     | text                  | "t"                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | injection/system   | text                  | "t"                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                         |            |              |
      | render             | refused               |                                                                                                             |            |              |
    And no lane shows any of:
      | hidden                 |
      | "memo://claims/w-r3-7" |

  @must @claims @duplicate-members
  Scenario: never-claims/overwritten-member-without-claim: An overwritten member with disposition ref claims nothing: the line shows
    Given the case "never-claims/overwritten-member-without-claim"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "t",
            "meta": {
              "uri": "memo://claims/w-r3-8",
              "disposition": "ref"
            },
            "meta": {}
          },
          {
            "type": "resource",
            "uri": "memo://claims/w-r3-8"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                | media type | must mention |
      | tool-result/live   | text                  | "t"                                                                                                                         |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | tool-result/stored | text                  | "t"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | script             | view                  | [{"type":"text","text":"t","meta":{}},{"type":"text","marker":"reference-line","text":"[Reference: memo://claims/w-r3-8]"}] |            |              |
      | push               | text                  | "t"                                                                                                                         |            |              |
      | push               | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | channel            | text                  | "t"                                                                                                                         |            |              |
      | channel            | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | injection/user     | text                  | "t"                                                                                                                         |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | injection/system   | text                  | "t"                                                                                                                         |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://claims/w-r3-8]"                                                                                         |            |              |
      | render             | refused               |                                                                                                                             |            |              |

  @must @security @claims @duplicate-members
  Scenario: never-claims/overwritten-disposition: A reference whose disposition never is overwritten by ref still marks its uri never (fail closed)
    Given the case "never-claims/overwritten-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://claims/d-r3-9",
            "disposition": "never",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://claims/d-r3-9"
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
      | hidden                 |
      | "memo://claims/d-r3-9" |

  @must @security @claims @duplicate-members
  Scenario: never-claims/overwritten-uri: An inline image's overwritten uri is claimed too when its disposition is never
    Given the case "never-claims/overwritten-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": "memo://claims/u-r3-10",
            "uri": "memo://claims/other-r3-10",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://claims/u-r3-10"
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
      | hidden                      |
      | "memo://claims/u-r3-10"     |
      | "memo://claims/other-r3-10" |

  @must @security @claims @duplicate-members @lone-surrogate
  Scenario: never-claims/lone-surrogate-names-one-name: Names equal once made well formed are one name: the first, overwritten, still claims
    Given the case "never-claims/lone-surrogate-names-one-name"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "lone\ud8dd": {
            "uri": "memo://claims/s-r3-11",
            "disposition": "never"
          },
          "lone\udef4": {},
          "ref": {
            "type": "resource",
            "uri": "memo://claims/s-r3-11"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                            | media type | must mention |
      | tool-result/live   | json  | {"lone�":{},"ref":{"$marker":"reference-stub","text":"[Reference ref_1]"}}              |            |              |
      | tool-result/stored | json  | {"lone�":{},"ref":{"$marker":"reference-stub","text":"[Reference ref_1]"}}              |            |              |
      | script             | view  | {"lone�":{},"ref":{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}} |            |              |
    And no lane shows any of:
      | hidden                  |
      | "memo://claims/s-r3-11" |

  @must @security @claims @duplicate-members @lone-surrogate
  Scenario: never-claims/names-apart: Names that stay apart keep both members: the claiming object is the withheld marker in place
    Given the case "never-claims/names-apart"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "lone\ud8dd": {
            "uri": "memo://claims/s-r3-12",
            "disposition": "never"
          },
          "lonf\udef4": {},
          "ref": {
            "type": "resource",
            "uri": "memo://claims/s-r3-12"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                             | media type | must mention |
      | tool-result/live   | json  | {"lone�":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"lonf�":{},"ref":{"$marker":"reference-stub","text":"[Reference ref_1]"}}              |            |              |
      | tool-result/stored | json  | {"lone�":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"lonf�":{},"ref":{"$marker":"reference-stub","text":"[Reference ref_1]"}}              |            |              |
      | script             | view  | {"lone�":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"lonf�":{},"ref":{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}} |            |              |
    And no lane shows any of:
      | hidden                  |
      | "memo://claims/s-r3-12" |

  @must @security @claims @duplicate-members @same-uri
  Scenario: never-claims/overwritten-resource-same-uri: A reference to the uri of a resource object a later duplicate overwrote shows its stub: the same-uri rule reads every written resource
    Given the case "never-claims/overwritten-resource-same-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://claims/ow-r3-51",
              "text": "first"
            },
            "resource": {
              "uri": "memo://claims/kept-r3-51",
              "text": "kept"
            }
          },
          {
            "type": "resource",
            "uri": "memo://claims/ow-r3-51"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                         | media type | must mention |
      | tool-result/live   | text                  | "kept"                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | tool-result/stored | text                  | "kept"                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | script             | view                  | [{"type":"text","text":"kept"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "kept"                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | channel            | text                  | "kept"                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | injection/user     | text                  | "kept"                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | injection/system   | text                  | "kept"                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                  |            |              |
      | render             | refused               |                                                                                                      |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://claims/ow-r3-51"   |
      | "memo://claims/kept-r3-51" |

  @must @security @claims @same-uri @reference
  Scenario: never-claims/same-uri-utf8-escapes: A never on memo://café hides a reference to memo://caf%C3%A9: %XX decodes to the octets of é
    Given the case "never-claims/same-uri-utf8-escapes"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "mimeType": "image/png",
            "uri": "memo://café/q-8812",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://caf%C3%A9/q-8812"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/live   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/stored | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | push               | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | channel            | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/user     | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/system   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | render             | refused                  |                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://café/q-8812"      |
      | "memo://caf%C3%A9/q-8812" |

  @must @claims @same-uri @reference @control
  Scenario: never-claims/same-uri-latin1-escape-differs: Twin: memo://caf%E9 is not memo://café (%E9 is one octet, é two), so its reference may show its line
    Given the case "never-claims/same-uri-latin1-escape-differs"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "mimeType": "image/png",
            "uri": "memo://café/q-8812",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://caf%E9/q-8812"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | tool-result/live   | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | tool-result/stored | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://caf%E9/q-8812]"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | push               | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | channel            | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | injection/user     | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                                        |            | "image"      |
      | injection/system   | marker reference-line    | "[Reference: memo://caf%E9/q-8812]"                                                                                                                                                             |            |              |
      | render             | refused                  |                                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden               |
      | "memo://café/q-8812" |

  @must @security @claims @same-uri @surrogate @reference
  Scenario: never-claims/same-uri-lone-surrogate-octets: A never on a uri holding a lone surrogate hides a reference to its WTF-8 octets percent-encoded
    Given the case "never-claims/same-uri-lone-surrogate-octets"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "mimeType": "image/png",
            "uri": "memo://x\ud800/q-8813",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://x%ED%A0%80/q-8813"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/live   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | tool-result/stored | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | push               | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | channel            | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/user     | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (image).]"                                                                                                                        |            | "image"      |
      | injection/system   | marker reference-stub    | "[Reference ref_1]"                                                                                                                                                             |            |              |
      | render             | refused                  |                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://x%ED%A0%80/q-8813" |
      | "memo://x\\ufffd/q-8813"   |

  @must @claims @same-uri @surrogate @control
  Scenario: never-claims/same-uri-lone-surrogates-differ: Twin: two different lone surrogates make two uris, so an object carrying the other one stays in data
    Given the case "never-claims/same-uri-lone-surrogates-differ"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "c": {
            "uri": "memo://x\ud800/q-8814",
            "disposition": "never"
          },
          "o": {
            "uri": "memo://x\ud801/q-8814"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                  | media type | must mention |
      | tool-result/live   | json  | {"c":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"o":{"uri":"memo://x�/q-8814"}} |            |              |
      | tool-result/stored | json  | {"c":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"o":{"uri":"memo://x�/q-8814"}} |            |              |
      | script             | view  | {"c":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"o":{"uri":"memo://x�/q-8814"}} |            |              |

  @must @security @claims @duplicate-members @reference
  Scenario: never-claims/overwritten-resource-shows-last: An overwritten resource object's never only claims: the lane shows the last resource's text, and a reference to the claimed uri its stub
    Given the case "never-claims/overwritten-resource-shows-last"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/a/tok-5150",
              "text": "first",
              "disposition": "never"
            },
            "resource": {
              "uri": "memo://vault/b/doc-5150",
              "text": "second"
            }
          },
          {
            "type": "resource",
            "uri": "memo://vault/a/tok-5150"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                           | media type | must mention |
      | tool-result/live   | text                  | "second"                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | tool-result/stored | text                  | "second"                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | script             | view                  | [{"type":"text","text":"second"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "second"                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | channel            | text                  | "second"                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | injection/user     | text                  | "second"                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | injection/system   | text                  | "second"                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                    |            |              |
      | render             | refused               |                                                                                                        |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://vault/a/tok-5150" |
      | "memo://vault/b/doc-5150" |

  @must @security @claims @duplicate-members @reference @control
  Scenario: never-claims/overwritten-resource-claim-on-last: Twin: the same never on the last written resource withholds what the lane shows
    Given the case "never-claims/overwritten-resource-claim-on-last"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/a/tok-5150",
              "text": "first"
            },
            "resource": {
              "uri": "memo://vault/b/doc-5150",
              "text": "second",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": "memo://vault/a/tok-5150"
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
      | hidden                    |
      | "memo://vault/a/tok-5150" |
      | "memo://vault/b/doc-5150" |

  @must @security @claims @duplicate-members @reference
  Scenario: never-claims/top-uri-written-twice: An embedded resource whose top-level uri is written twice, the last "", is one; with never it claims the overwritten uri too
    Given the case "never-claims/top-uri-written-twice"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151",
            "uri": "",
            "resource": {
              "uri": "memo://vault/r/doc-5151",
              "text": "T"
            },
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151"
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
      | hidden                    |
      | "memo://vault/x/tok-5151" |
      | "memo://vault/r/doc-5151" |

  @must @claims @duplicate-members @reference @control
  Scenario: never-claims/top-uri-written-twice-ref: Twin: with disposition ref it is still withheld, and claims nothing, so the reference may show its line
    Given the case "never-claims/top-uri-written-twice-ref"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151",
            "uri": "",
            "resource": {
              "uri": "memo://vault/r/doc-5151",
              "text": "T"
            },
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://vault/x/tok-5151]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | push               | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | channel            | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                      |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://vault/x/tok-5151]"                                                                                                                                                                          |            |              |
      | render             | refused               |                                                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://vault/r/doc-5151" |

  @must @security @claims @duplicate-members @reference
  Scenario: never-claims/top-uri-written-twice-never-on-resource: The same embedded resource with its never on the resource object claims the overwritten top-level uri too (fail closed)
    Given the case "never-claims/top-uri-written-twice-never-on-resource"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151",
            "uri": "",
            "resource": {
              "uri": "memo://vault/r/doc-5151",
              "text": "T",
              "disposition": "never"
            }
          },
          {
            "type": "resource",
            "uri": "memo://vault/x/tok-5151"
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
      | hidden                    |
      | "memo://vault/x/tok-5151" |
      | "memo://vault/r/doc-5151" |

  @must @security @claims @same-uri @reference @idna
  Scenario: never-claims/embedded-same-uri-unicode-host: A reference to an embedded resource's uri whose host is not ASCII shows its stub: its uri shows in no form, the host's IDNA A-label included
    Given the case "never-claims/embedded-same-uri-unicode-host"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://bücher.example/tok-2231",
              "text": "the catalogue"
            }
          },
          {
            "type": "resource",
            "uri": "memo://bücher.example/tok-2231"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                  | media type | must mention |
      | tool-result/live   | text                  | "the catalogue"                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | tool-result/stored | text                  | "the catalogue"                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | script             | view                  | [{"type":"text","text":"the catalogue"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | text                  | "the catalogue"                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | channel            | text                  | "the catalogue"                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | injection/user     | text                  | "the catalogue"                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | injection/system   | text                  | "the catalogue"                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                           |            |              |
      | render             | refused               |                                                                                                               |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://bücher.example/tok-2231" |

  @must @claims @same-uri @reference @idna @control
  Scenario: never-claims/unicode-host-other-uri: Twin: a reference to another host (bucher, no umlaut) beside it may show its line
    Given the case "never-claims/unicode-host-other-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://bücher.example/tok-2231",
              "text": "the catalogue"
            }
          },
          {
            "type": "resource",
            "uri": "memo://bucher.example/tok-2231"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                            | media type | must mention |
      | tool-result/live   | text                  | "the catalogue"                                                                                                                         |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | tool-result/stored | text                  | "the catalogue"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | script             | view                  | [{"type":"text","text":"the catalogue"},{"type":"text","marker":"reference-line","text":"[Reference: memo://bucher.example/tok-2231]"}] |            |              |
      | push               | text                  | "the catalogue"                                                                                                                         |            |              |
      | push               | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | channel            | text                  | "the catalogue"                                                                                                                         |            |              |
      | channel            | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | injection/user     | text                  | "the catalogue"                                                                                                                         |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | injection/system   | text                  | "the catalogue"                                                                                                                         |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://bucher.example/tok-2231]"                                                                                           |            |              |
      | render             | refused               |                                                                                                                                         |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://bücher.example/tok-2231" |

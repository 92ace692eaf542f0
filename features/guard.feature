# Generated from vectors/guard.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-guard
Feature: Guard: a withheld result whose data is an embedded resource keeps nothing in the guard's stub
  When the tool-result guard withholds a result whose whole data is an
  embedded resource, its stub keeps nothing of it: the text is the body
  withheld and any field picked out of it would carry the uri. Other data's
  kept value is outside SPEC and not pinned here.

  @must @security @guard @text
  Scenario: guard/text: A withheld result whose data is an embedded text keeps nothing: not its text, not its uri
    Given the case "guard/text"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "https://files.example/guard.txt?sig=SECRET-3301",
            "mimeType": "text/plain",
            "text": "guarded body text 3301"
          }
        }
      }
      """
    Then each lane shows:
      | lane  | shows | text or data | media type | must mention |
      | guard | kept  | null         |            |              |
    And no lane shows any of:
      | hidden                                            |
      | "https://files.example/guard.txt?sig=SECRET-3301" |
      | "guarded body text 3301"                          |

  @must @security @guard @image
  Scenario: guard/image: A withheld result whose data is an embedded image keeps nothing: not its data, not its uri
    Given the case "guard/image"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://guard/shot-token-3302",
            "mimeType": "image/png",
            "blob": "iVBORw0KGgo="
          }
        }
      }
      """
    Then each lane shows:
      | lane  | shows | text or data | media type | must mention |
      | guard | kept  | null         |            |              |
    And no lane shows any of:
      | hidden                         |
      | "memo://guard/shot-token-3302" |
      | "iVBORw0KGgo="                 |

  @must @security @guard @withheld
  Scenario: guard/withheld: A withheld result whose data is an embedded resource claiming a disposition keeps nothing
    Given the case "guard/withheld"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://guard/held-token-3303",
            "text": "guarded withheld body 3303"
          },
          "disposition": "never"
        }
      }
      """
    Then each lane shows:
      | lane  | shows | text or data | media type | must mention |
      | guard | kept  | null         |            |              |
    And no lane shows any of:
      | hidden                         |
      | "memo://guard/held-token-3303" |
      | "guarded withheld body 3303"   |

  @must @security @guard @recognition
  Scenario: guard/top-uri-null: A result whose data is an embedded resource with a top-level uri of null keeps nothing when withheld
    Given the case "guard/top-uri-null"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "uri": null,
          "resource": {
            "uri": "memo://guard/null-top-token-3304",
            "text": "guarded body 3304"
          }
        }
      }
      """
    Then each lane shows:
      | lane  | shows | text or data | media type | must mention |
      | guard | kept  | null         |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://guard/null-top-token-3304" |
      | "guarded body 3304"                |

  @must @security @guard @depth @deep
  Scenario: guard/ten-thousand-levels: The guard keeps nothing of an embedded resource whose _meta nests 10,000 levels
    Given the case "guard/ten-thousand-levels"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://deep/guard-r3-24",
            "text": "guarded text",
            "_meta": {
              "$nest": [
                "[",
                "]"
              ],
              "count": 9997,
              "in": 0
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                          | media type | must mention |
      | tool-result/live   | text  | "guarded text"                        |            |              |
      | tool-result/stored | text  | "guarded text"                        |            |              |
      | script             | view  | {"type":"text","text":"guarded text"} |            |              |
      | guard              | kept  | null                                  |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://deep/guard-r3-24" |

# Generated from vectors/disposition.json by `go test ./features -update`: edit the vector, then regenerate.
# `rfc005 validate` reports any difference between this file and the vectors.
@family-disposition
Feature: Disposition: an embedded resource or inline data that claims a disposition is withheld
  A disposition member on an embedded resource's block or on its resource
  object, with any value at all ("never", "ref", null, false, "", 0),
  withholds it: every lane shows the withheld line, and neither its uri nor
  its contents reach the agent, a script or a render result. Inline image or
  audio data with a disposition or a string uri beside it is withheld the same
  way (RFC-005 vector 2).

  @must @security @withheld @block @all-lanes
  Scenario: disposition/block-never: A disposition of "never" on the block withholds the embedded text on every lane
    Given the case "disposition/block-never"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-never.txt?sig=SECRET-disp-blo-never",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-block-never-9c1e"
            },
            "disposition": "never"
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                 |
      | "https://files.example/held/block-never.txt?sig=SECRET-disp-blo-never" |
      | "withheld body SECRET-block-never-9c1e"                                |

  @must @security @withheld @block
  Scenario: disposition/block-ref: A disposition of "ref" on the block withholds the embedded text on every lane
    Given the case "disposition/block-ref"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-ref.txt?sig=SECRET-disp-blo-ref",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-block-ref-9c1e"
            },
            "disposition": "ref"
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                             |
      | "https://files.example/held/block-ref.txt?sig=SECRET-disp-blo-ref" |
      | "withheld body SECRET-block-ref-9c1e"                              |

  @must @security @withheld @block
  Scenario: disposition/block-null: A disposition of null on the block withholds the embedded text on every lane
    Given the case "disposition/block-null"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-null.txt?sig=SECRET-disp-blo-null",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-block-null-9c1e"
            },
            "disposition": null
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                               |
      | "https://files.example/held/block-null.txt?sig=SECRET-disp-blo-null" |
      | "withheld body SECRET-block-null-9c1e"                               |

  @must @security @withheld @block @image
  Scenario: disposition/block-false: A disposition of false on the block withholds the embedded image blob on every lane
    Given the case "disposition/block-false"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-false.txt?sig=SECRET-disp-blo-false",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            },
            "disposition": false
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                                             |
      | "https://files.example/held/block-false.txt?sig=SECRET-disp-blo-false"                             |
      | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" |

  @must @security @withheld @block
  Scenario: disposition/block-empty-string: A disposition of "" on the block withholds the embedded text on every lane
    Given the case "disposition/block-empty-string"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-empty-string.txt?sig=SECRET-disp-blo-empty-string",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-block-empty-string-9c1e"
            },
            "disposition": ""
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                               |
      | "https://files.example/held/block-empty-string.txt?sig=SECRET-disp-blo-empty-string" |
      | "withheld body SECRET-block-empty-string-9c1e"                                       |

  @must @security @withheld @block
  Scenario: disposition/block-zero: A disposition of 0 on the block withholds the embedded text on every lane
    Given the case "disposition/block-zero"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/block-zero.txt?sig=SECRET-disp-blo-zero",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-block-zero-9c1e"
            },
            "disposition": 0
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                               |
      | "https://files.example/held/block-zero.txt?sig=SECRET-disp-blo-zero" |
      | "withheld body SECRET-block-zero-9c1e"                               |

  @must @security @withheld @resource
  Scenario: disposition/resource-never: A disposition of "never" on the resource object withholds the embedded text on every lane
    Given the case "disposition/resource-never"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-never.txt?sig=SECRET-disp-res-never",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-resource-never-9c1e",
              "disposition": "never"
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                    |
      | "https://files.example/held/resource-never.txt?sig=SECRET-disp-res-never" |
      | "withheld body SECRET-resource-never-9c1e"                                |

  @must @security @withheld @resource
  Scenario: disposition/resource-ref: A disposition of "ref" on the resource object withholds the embedded text on every lane
    Given the case "disposition/resource-ref"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-ref.txt?sig=SECRET-disp-res-ref",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-resource-ref-9c1e",
              "disposition": "ref"
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                |
      | "https://files.example/held/resource-ref.txt?sig=SECRET-disp-res-ref" |
      | "withheld body SECRET-resource-ref-9c1e"                              |

  @must @security @withheld @resource
  Scenario: disposition/resource-null: A disposition of null on the resource object withholds the embedded text on every lane
    Given the case "disposition/resource-null"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-null.txt?sig=SECRET-disp-res-null",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-resource-null-9c1e",
              "disposition": null
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                  |
      | "https://files.example/held/resource-null.txt?sig=SECRET-disp-res-null" |
      | "withheld body SECRET-resource-null-9c1e"                               |

  @must @security @withheld @resource @image
  Scenario: disposition/resource-false: A disposition of false on the resource object withholds the embedded image blob on every lane
    Given the case "disposition/resource-false"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-false.txt?sig=SECRET-disp-res-false",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
              "disposition": false
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                                             |
      | "https://files.example/held/resource-false.txt?sig=SECRET-disp-res-false"                          |
      | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" |

  @must @security @withheld @resource
  Scenario: disposition/resource-empty-string: A disposition of "" on the resource object withholds the embedded text on every lane
    Given the case "disposition/resource-empty-string"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-empty-string.txt?sig=SECRET-disp-res-empty-string",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-resource-empty-string-9c1e",
              "disposition": ""
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                                  |
      | "https://files.example/held/resource-empty-string.txt?sig=SECRET-disp-res-empty-string" |
      | "withheld body SECRET-resource-empty-string-9c1e"                                       |

  @must @security @withheld @resource
  Scenario: disposition/resource-zero: A disposition of 0 on the resource object withholds the embedded text on every lane
    Given the case "disposition/resource-zero"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/held/resource-zero.txt?sig=SECRET-disp-res-zero",
              "mimeType": "text/plain",
              "text": "withheld body SECRET-resource-zero-9c1e",
              "disposition": 0
            }
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                  |
      | "https://files.example/held/resource-zero.txt?sig=SECRET-disp-res-zero" |
      | "withheld body SECRET-resource-zero-9c1e"                               |

  @must @security @withheld @inline @all-lanes
  Scenario: disposition/inline-data-disposition: An inline image block with data and a disposition is withheld on every lane, its data shown nowhere
    Given the case "disposition/inline-data-disposition"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
            "mimeType": "image/gif",
            "disposition": "ref"
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                         |
      | "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" |

  @must @security @withheld @inline @all-lanes
  Scenario: disposition/inline-data-uri: An inline image block with data and a string uri beside it is withheld on every lane, its uri and data shown nowhere
    Given the case "disposition/inline-data-uri"
    When its input is shown on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
            "mimeType": "image/gif",
            "uri": "https://cdn.files.example/inline/pixel.gif?X-Amz-Signature=SECRET-inline-uri-5d"
          }
        ]
      }
      """
    Then the lanes show:
      | lane               | shows           | text or data                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                              |            |              |
      | render             | refused         |                                                                                                                         |            |              |
    And no lane shows:
      | hidden                                                                            |
      | "https://cdn.files.example/inline/pixel.gif?X-Amz-Signature=SECRET-inline-uri-5d" |
      | "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="                    |

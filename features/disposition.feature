# Generated from vectors/disposition.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-disposition
Feature: Disposition: an embedded resource or inline data that claims a disposition is withheld
  A disposition member on an embedded resource's block or on its resource
  object, with any value at all ("never", "ref", null, false, "", 0),
  withholds it: every lane shows the withheld line, and neither its uri nor
  its contents reach the agent, a script or a render result. Inline image or
  audio data with a disposition or a string uri beside it is withheld the same
  way (RFC-005 vector 2). Every case also holds, after the withheld block, a
  control that must be shown: an embedded text with no disposition, shown as
  its text on every lane (render still refuses the content, since something in
  it is withheld), so a host that withholds every embedded resource fails the
  family; beside withheld inline data, an inline image with no claim, shown as
  an image wherever images are shown.

  @must @security @withheld @block @all-lanes
  Scenario: disposition/block-never: A disposition of "never" on the block withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-never"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-never",
              "mimeType": "text/plain",
              "text": "control text block-never"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                              | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | tool-result/live   | text            | "control text block-never"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | tool-result/stored | text            | "control text block-never"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-never"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | push               | text            | "control text block-never"                                                                                                                                                |            |              |
      | channel            | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | channel            | text            | "control text block-never"                                                                                                                                                |            |              |
      | injection/user     | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | injection/user     | text            | "control text block-never"                                                                                                                                                |            |              |
      | injection/system   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | injection/system   | text            | "control text block-never"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                           |            |              |
    And no lane shows any of:
      | hidden                                                                 |
      | "https://files.example/held/block-never.txt?sig=SECRET-disp-blo-never" |
      | "withheld body SECRET-block-never-9c1e"                                |
      | "memo://control/block-never"                                           |

  @must @security @withheld @block
  Scenario: disposition/block-ref: A disposition of "ref" on the block withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-ref"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-ref",
              "mimeType": "text/plain",
              "text": "control text block-ref"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                            | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                              |            |              |
      | tool-result/live   | text            | "control text block-ref"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                              |            |              |
      | tool-result/stored | text            | "control text block-ref"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-ref"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                              |            |              |
      | push               | text            | "control text block-ref"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                         |            |              |
    And no lane shows any of:
      | hidden                                                             |
      | "https://files.example/held/block-ref.txt?sig=SECRET-disp-blo-ref" |
      | "withheld body SECRET-block-ref-9c1e"                              |
      | "memo://control/block-ref"                                         |

  @must @security @withheld @block
  Scenario: disposition/block-null: A disposition of null on the block withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-null"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-null",
              "mimeType": "text/plain",
              "text": "control text block-null"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                             | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | tool-result/live   | text            | "control text block-null"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | tool-result/stored | text            | "control text block-null"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-null"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | push               | text            | "control text block-null"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                          |            |              |
    And no lane shows any of:
      | hidden                                                               |
      | "https://files.example/held/block-null.txt?sig=SECRET-disp-blo-null" |
      | "withheld body SECRET-block-null-9c1e"                               |
      | "memo://control/block-null"                                          |

  @must @security @withheld @block @image
  Scenario: disposition/block-false: A disposition of false on the block withholds the embedded image blob on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-false"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-false",
              "mimeType": "text/plain",
              "text": "control text block-false"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                              | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | tool-result/live   | text            | "control text block-false"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | tool-result/stored | text            | "control text block-false"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-false"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                |            |              |
      | push               | text            | "control text block-false"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                           |            |              |
    And no lane shows any of:
      | hidden                                                                                             |
      | "https://files.example/held/block-false.txt?sig=SECRET-disp-blo-false"                             |
      | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" |
      | "memo://control/block-false"                                                                       |

  @must @security @withheld @block
  Scenario: disposition/block-empty-string: A disposition of "" on the block withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-empty-string"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-empty-string",
              "mimeType": "text/plain",
              "text": "control text block-empty-string"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                       |            |              |
      | tool-result/live   | text            | "control text block-empty-string"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                       |            |              |
      | tool-result/stored | text            | "control text block-empty-string"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-empty-string"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                       |            |              |
      | push               | text            | "control text block-empty-string"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                                                                               |
      | "https://files.example/held/block-empty-string.txt?sig=SECRET-disp-blo-empty-string" |
      | "withheld body SECRET-block-empty-string-9c1e"                                       |
      | "memo://control/block-empty-string"                                                  |

  @must @security @withheld @block
  Scenario: disposition/block-zero: A disposition of 0 on the block withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/block-zero"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/block-zero",
              "mimeType": "text/plain",
              "text": "control text block-zero"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                             | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | tool-result/live   | text            | "control text block-zero"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | tool-result/stored | text            | "control text block-zero"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text block-zero"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                               |            |              |
      | push               | text            | "control text block-zero"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                          |            |              |
    And no lane shows any of:
      | hidden                                                               |
      | "https://files.example/held/block-zero.txt?sig=SECRET-disp-blo-zero" |
      | "withheld body SECRET-block-zero-9c1e"                               |
      | "memo://control/block-zero"                                          |

  @must @security @withheld @resource
  Scenario: disposition/resource-never: A disposition of "never" on the resource object withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-never"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-never",
              "mimeType": "text/plain",
              "text": "control text resource-never"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | tool-result/live   | text            | "control text resource-never"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | tool-result/stored | text            | "control text resource-never"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-never"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | push               | text            | "control text resource-never"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                                                                    |
      | "https://files.example/held/resource-never.txt?sig=SECRET-disp-res-never" |
      | "withheld body SECRET-resource-never-9c1e"                                |
      | "memo://control/resource-never"                                           |

  @must @security @withheld @resource
  Scenario: disposition/resource-ref: A disposition of "ref" on the resource object withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-ref"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-ref",
              "mimeType": "text/plain",
              "text": "control text resource-ref"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                               | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                 |            |              |
      | tool-result/live   | text            | "control text resource-ref"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                 |            |              |
      | tool-result/stored | text            | "control text resource-ref"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-ref"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                 |            |              |
      | push               | text            | "control text resource-ref"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                            |            |              |
    And no lane shows any of:
      | hidden                                                                |
      | "https://files.example/held/resource-ref.txt?sig=SECRET-disp-res-ref" |
      | "withheld body SECRET-resource-ref-9c1e"                              |
      | "memo://control/resource-ref"                                         |

  @must @security @withheld @resource
  Scenario: disposition/resource-null: A disposition of null on the resource object withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-null"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-null",
              "mimeType": "text/plain",
              "text": "control text resource-null"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | tool-result/live   | text            | "control text resource-null"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | tool-result/stored | text            | "control text resource-null"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-null"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | push               | text            | "control text resource-null"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden                                                                  |
      | "https://files.example/held/resource-null.txt?sig=SECRET-disp-res-null" |
      | "withheld body SECRET-resource-null-9c1e"                               |
      | "memo://control/resource-null"                                          |

  @must @security @withheld @resource @image
  Scenario: disposition/resource-false: A disposition of false on the resource object withholds the embedded image blob on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-false"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-false",
              "mimeType": "text/plain",
              "text": "control text resource-false"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                 | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | tool-result/live   | text            | "control text resource-false"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | tool-result/stored | text            | "control text resource-false"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-false"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                   |            |              |
      | push               | text            | "control text resource-false"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                                                                                             |
      | "https://files.example/held/resource-false.txt?sig=SECRET-disp-res-false"                          |
      | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" |
      | "memo://control/resource-false"                                                                    |

  @must @security @withheld @resource
  Scenario: disposition/resource-empty-string: A disposition of "" on the resource object withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-empty-string"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-empty-string",
              "mimeType": "text/plain",
              "text": "control text resource-empty-string"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                        | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                          |            |              |
      | tool-result/live   | text            | "control text resource-empty-string"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                          |            |              |
      | tool-result/stored | text            | "control text resource-empty-string"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-empty-string"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                          |            |              |
      | push               | text            | "control text resource-empty-string"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                                     |            |              |
    And no lane shows any of:
      | hidden                                                                                  |
      | "https://files.example/held/resource-empty-string.txt?sig=SECRET-disp-res-empty-string" |
      | "withheld body SECRET-resource-empty-string-9c1e"                                       |
      | "memo://control/resource-empty-string"                                                  |

  @must @security @withheld @resource
  Scenario: disposition/resource-zero: A disposition of 0 on the resource object withholds the embedded text on every lane, and an embedded text beside it with no disposition is shown
    Given the case "disposition/resource-zero"
    When the host is given this input on each lane:
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
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://control/resource-zero",
              "mimeType": "text/plain",
              "text": "control text resource-zero"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows           | text or data                                                                                                                                                                | media type | must mention |
      | tool-result/live   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | tool-result/live   | text            | "control text resource-zero"                                                                                                                                                |            |              |
      | tool-result/stored | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | tool-result/stored | text            | "control text resource-zero"                                                                                                                                                |            |              |
      | script             | view            | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"control text resource-zero"}] |            |              |
      | push               | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                  |            |              |
      | push               | text            | "control text resource-zero"                                                                                                                                                |            |              |
      | render             | refused         |                                                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden                                                                  |
      | "https://files.example/held/resource-zero.txt?sig=SECRET-disp-res-zero" |
      | "withheld body SECRET-resource-zero-9c1e"                               |
      | "memo://control/resource-zero"                                          |

  @must @security @withheld @inline @all-lanes
  Scenario: disposition/inline-data-disposition: An inline image block with data and a disposition is withheld on every lane, its data shown nowhere, and an inline image beside it with no claim is shown
    Given the case "disposition/inline-data-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
            "mimeType": "image/gif",
            "disposition": "ref"
          },
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                          | media type  | must mention          |
      | tool-result/live   | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | tool-result/stored | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                                                                                                                                              |             | "image/png", size 8 B |
      | script             | view                | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}] |             |                       |
      | push               | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | push               | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | channel            | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | channel            | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | injection/user     | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | injection/user     | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | injection/system   | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                       |             | "image"               |
      | render             | refused             |                                                                                                                                                                                       |             |                       |
    And no lane shows any of:
      | hidden                                                         |
      | "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==" |

  @must @security @withheld @inline @all-lanes
  Scenario: disposition/inline-data-uri: An inline image block with data and a string uri beside it is withheld on every lane, its uri and data shown nowhere, and an inline image beside it with no claim is shown
    Given the case "disposition/inline-data-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
            "mimeType": "image/gif",
            "uri": "https://cdn.files.example/inline/pixel.gif?X-Amz-Signature=SECRET-inline-uri-5d"
          },
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                          | media type  | must mention          |
      | tool-result/live   | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | tool-result/stored | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                                                                                                                                              |             | "image/png", size 8 B |
      | script             | view                | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}] |             |                       |
      | push               | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | push               | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | channel            | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | channel            | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | injection/user     | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | injection/user     | image               | "iVBORw0KGgo="                                                                                                                                                                        | "image/png" |                       |
      | injection/system   | marker withheld     | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                            |             |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                       |             | "image"               |
      | render             | refused             |                                                                                                                                                                                       |             |                       |
    And no lane shows any of:
      | hidden                                                                            |
      | "https://cdn.files.example/inline/pixel.gif?X-Amz-Signature=SECRET-inline-uri-5d" |
      | "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="                    |

  @must @inline @empty-uri @image
  Scenario: disposition/inline-empty-uri-no-claim: An inline image whose uri is "" makes no claim: it shows as an image
    Given the case "disposition/inline-empty-uri-no-claim"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": ""
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                     | media type  | must mention          |
      | tool-result/live   | image               | "QUJD"                                                           | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                         |             | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png","uri":""}] |             |                       |
      | push               | image               | "QUJD"                                                           | "image/png" |                       |
      | channel            | image               | "QUJD"                                                           | "image/png" |                       |
      | injection/user     | image               | "QUJD"                                                           | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"  |             | "image"               |
      | render             | shown               |                                                                  |             |                       |
      | render             | image               | "QUJD"                                                           | "image/png" |                       |

  @must @inline @audio
  Scenario: disposition/inline-non-string-uri-no-claim: Inline audio whose uri is a number makes no claim: it shows as audio
    Given the case "disposition/inline-non-string-uri-no-claim"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "UklGRg==",
            "mimeType": "audio/wav",
            "uri": 42
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                              | media type  | must mention          |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 4B).]" |             | "audio/wav", size 4 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 4B).]" |             | "audio/wav", size 4 B |
      | script             | view                     | [{"type":"audio","data":"UklGRg==","mimeType":"audio/wav","uri":42}]                      |             |                       |
      | push               | audio                    | "UklGRg=="                                                                                | "audio/wav" |                       |
      | channel            | audio                    | "UklGRg=="                                                                                | "audio/wav" |                       |
      | injection/user     | audio                    | "UklGRg=="                                                                                | "audio/wav" |                       |
      | injection/system   | marker system-audio      | "[audio block not shown: the system prompt carries text only.]"                           |             | "audio"               |
      | render             | shown                    |                                                                                           |             |                       |
      | render             | audio                    | "UklGRg=="                                                                                | "audio/wav" |                       |

  @must @security @inline @withheld @duplicate-members
  Scenario: disposition/inline-overwritten-uri-claims: Inline data whose overwritten uri is a non-empty string is withheld, though JSON.parse keeps a null uri
    Given the case "disposition/inline-overwritten-uri-claims"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": "memo://images/tok-3303",
            "uri": null
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
      | hidden                   |
      | "memo://images/tok-3303" |

  @must @security @inline @withheld @duplicate-members @reference
  Scenario: disposition/inline-overwritten-never-claims-both: Inline data with two written uris and disposition never claims both: references to either show their stubs
    Given the case "disposition/inline-overwritten-never-claims-both"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": "memo://images/tok-3303",
            "uri": "memo://images/tok-3304",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://images/tok-3303"
          },
          {
            "type": "resource",
            "uri": "memo://images/tok-3304"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                      | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                        |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                               |            |              |
      | render             | refused               |                                                                                                                                                                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                   |
      | "memo://images/tok-3303" |
      | "memo://images/tok-3304" |

  @must @security @inline @withheld @empty
  Scenario: disposition/inline-empty-data-with-uri: An image with data "" and a uri is inline data with a claim: withheld on every lane, its uri in no script view
    Given the case "disposition/inline-empty-data-with-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "",
            "mimeType": "image/png",
            "uri": "memo://img/tok-7781"
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
      | hidden                |
      | "memo://img/tok-7781" |

  @must @inline @withheld
  Scenario: disposition/inline-blank-uri-claims: Inline data whose uri is a single space (a non-empty string) is withheld
    Given the case "disposition/inline-blank-uri-claims"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": " "
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

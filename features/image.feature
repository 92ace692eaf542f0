# Generated from vectors/image.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-image
Feature: Image: an embedded image blob shows as an inline image
  An embedded resource whose blob has a media type of the form
  image/<subtype>, in any case and with any parameters, shows as an inline
  image with its media type exactly as sent: natively in a tool result's live
  copy, a script's view and the push, channel and user-injection lanes, as its
  [image: …] placeholder in the stored copy and at depth in structured data,
  and as the system image line at the system position. An empty blob shows the
  no-data marker where the model would see the image, and reaches a script as
  an image block with empty data.

  @must @image @all-lanes
  Scenario: image/png-blob: An embedded image/png blob shows as an inline image on every lane, and as its placeholder in the stored copy
    Given the case "image/png-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://cdn.files.example/shots/login.png?X-Amz-Signature=SECRET-img-4d1e",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                        | media type  | must mention           |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "image/png" |                        |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                           |             | "image/png", size 70 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"}] |             |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "image/png" |                        |
      | channel            | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "image/png" |                        |
      | injection/user     | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "image/png" |                        |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                     |             | "image"                |
      | render             | shown               |                                                                                                                                                     |             |                        |
      | render             | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "image/png" |                        |
    And no lane shows any of:
      | hidden                                                                      |
      | "https://cdn.files.example/shots/login.png?X-Amz-Signature=SECRET-img-4d1e" |

  @must @image @mime @case
  Scenario: image/mixed-case-type: An image media type matches in any case: Image/PNG is kept as sent natively and lower-cased in the stored placeholder
    Given the case "image/mixed-case-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-b71c2e",
              "mimeType": "Image/PNG",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                        | media type  | must mention           |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "Image/PNG" |                        |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                           |             | "image/png", size 70 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"Image/PNG"}] |             |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "Image/PNG" |                        |
      | channel            | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "Image/PNG" |                        |
      | injection/user     | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "Image/PNG" |                        |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                     |             | "image"                |
      | render             | shown               |                                                                                                                                                     |             |                        |
      | render             | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                  | "Image/PNG" |                        |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/screens/token-b71c2e" |

  @must @image @mime
  Scenario: image/type-parameters: An image media type with parameters still shows as an image, its parameters kept as sent
    Given the case "image/type-parameters"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-3e90aa",
              "mimeType": "image/png; charset=x",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                   | media type             | must mention                      |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                             | "image/png; charset=x" |                                   |
      | tool-result/stored | marker stored-image | "[image: image/png; charset=x, 70B]"                                                                                                                           |                        | "image/png; charset=x", size 70 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png; charset=x"}] |                        |                                   |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                             | "image/png; charset=x" |                                   |
      | injection/user     | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                             | "image/png; charset=x" |                                   |
      | render             | shown               |                                                                                                                                                                |                        |                                   |
      | render             | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                             | "image/png; charset=x" |                                   |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/screens/token-3e90aa" |

  @must @image @mime @whitespace
  Scenario: image/trailing-space-type: A trailing space in an image media type is kept natively and trimmed in the stored placeholder
    Given the case "image/trailing-space-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-5f04c1",
              "mimeType": "image/png ",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                         | media type   | must mention           |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                   | "image/png " |                        |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                            |              | "image/png", size 70 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png "}] |              |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                   | "image/png " |                        |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/screens/token-5f04c1" |

  @must @image @mime
  Scenario: image/svg-type: Any image subtype qualifies: an image/svg+xml blob shows as an image, not as a marker
    Given the case "image/svg-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/icons/token-aa17f3",
              "mimeType": "image/svg+xml",
              "blob": "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                    | media type      | must mention               |
      | tool-result/live   | image               | "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="                                                      | "image/svg+xml" |                            |
      | tool-result/stored | marker stored-image | "[image: image/svg+xml, 41B]"                                                                                   |                 | "image/svg+xml", size 41 B |
      | script             | view                | [{"type":"image","data":"PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=","mimeType":"image/svg+xml"}] |                 |                            |
      | push               | image               | "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="                                                      | "image/svg+xml" |                            |
      | render             | shown               |                                                                                                                 |                 |                            |
      | render             | image               | "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="                                                      | "image/svg+xml" |                            |
    And no lane shows any of:
      | hidden                            |
      | "memo://vault/icons/token-aa17f3" |

  @must @image @empty @all-lanes
  Scenario: image/empty-blob: An empty image blob shows the no-data marker to the model, reaches a script as an image with empty data, and is refused by render
    Given the case "image/empty-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://cdn.files.example/shots/blank.png?sig=SECRET-img-0e77",
              "mimeType": "image/png",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                    | media type | must mention |
      | tool-result/live   | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | tool-result/stored | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | script             | view                 | [{"type":"image","data":"","mimeType":"image/png"}]             |            |              |
      | push               | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | channel            | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | injection/user     | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | injection/system   | marker system-image  | "[image block not shown: the system prompt carries text only.]" |            | "image"      |
      | render             | refused              |                                                                 |            |              |
    And no lane shows any of:
      | hidden                                                          |
      | "https://cdn.files.example/shots/blank.png?sig=SECRET-img-0e77" |

  @must @image @system
  Scenario: image/system-position: An embedded image at the system position shows the system image line beside the injection's text
    Given the case "image/system-position"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Current dashboard:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-c0ffee42",
              "mimeType": "image/jpeg",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows               | text or data                                                                                       | media type   | must mention |
      | injection/user   | text                | "Current dashboard:"                                                                               |              |              |
      | injection/user   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/jpeg" |              |
      | injection/system | text                | "Current dashboard:"                                                                               |              |              |
      | injection/system | marker system-image | "[image block not shown: the system prompt carries text only.]"                                    |              | "image"      |
    And no lane shows any of:
      | hidden                                |
      | "memo://vault/screens/token-c0ffee42" |

  @must @image @tool-result
  Scenario: image/beside-text: An embedded image beside text in a tool result: text and image live, text and placeholder in the stored copy
    Given the case "image/beside-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Screenshot attached:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-91d4be",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                                      | media type  | must mention           |
      | tool-result/live   | text                | "Screenshot attached:"                                                                                                                                                                            |             |                        |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                | "image/png" |                        |
      | tool-result/stored | text                | "Screenshot attached:"                                                                                                                                                                            |             |                        |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                                                                         |             | "image/png", size 70 B |
      | script             | view                | [{"type":"text","text":"Screenshot attached:"},{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"}] |             |                        |
      | push               | text                | "Screenshot attached:"                                                                                                                                                                            |             |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                | "image/png" |                        |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/screens/token-91d4be" |

  @must @image @depth @structured
  Scenario: image/at-depth: An embedded image at depth in structured data is its placeholder text in the stored copy and an image block in a script's view
    Given the case "image/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "page": 2,
          "chart": {
            "type": "resource",
            "resource": {
              "uri": "https://cdn.files.example/reports/chart.png?token=SECRET-img-77ab",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          },
          "caption": "Weekly totals"
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                   | media type | must mention |
      | tool-result/live   | json  | {"page":2,"chart":{"$marker":"stored-image","text":"[image: image/png, 70B]","mentions":["image/png"],"bytes":70},"caption":"Weekly totals"}                                                   |            |              |
      | tool-result/stored | json  | {"page":2,"chart":{"$marker":"stored-image","text":"[image: image/png, 70B]","mentions":["image/png"],"bytes":70},"caption":"Weekly totals"}                                                   |            |              |
      | script             | view  | {"page":2,"chart":{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"},"caption":"Weekly totals"} |            |              |
    And no lane shows any of:
      | hidden                                                              |
      | "https://cdn.files.example/reports/chart.png?token=SECRET-img-77ab" |

  @must @image @inline
  Scenario: image/inline-comparison: An embedded image and an inline image block with the same data show alike on every lane
    Given the case "image/inline-comparison"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
            "mimeType": "image/png"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-e5e5d0",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                                                                                                                                          | media type  | must mention           |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | tool-result/live   | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                                                                                                                                                                             |             | "image/png", size 70 B |
      | tool-result/stored | marker stored-image | "[image: image/png, 70B]"                                                                                                                                                                                                                                                                             |             | "image/png", size 70 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"},{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"}] |             |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | push               | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | channel            | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | channel            | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | injection/user     | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | injection/user     | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                                                                                                                                       |             | "image"                |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                                                                                                                                       |             | "image"                |
      | render             | shown               |                                                                                                                                                                                                                                                                                                       |             |                        |
      | render             | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
      | render             | image               | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                                    | "image/png" |                        |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/screens/token-e5e5d0" |

  @must @image @placeholder @feff @whitespace
  Scenario: image/placeholder-trims-feff: The stored placeholder trims as ECMAScript does: a trailing U+FEFF is whitespace and is trimmed; the image block keeps it as sent
    Given the case "image/placeholder-trims-feff"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/trim/token-i20-feff",
              "mimeType": "image/png\ufeff",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                     | media type         | must mention          |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                   | "image/png\\ufeff" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]"                                         |                    | "image/png", size 8 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png﻿"}] |                    |                       |
      | push               | image               | "iVBORw0KGgo="                                                   | "image/png\\ufeff" |                       |
    And no lane shows any of:
      | hidden                           |
      | "memo://img/trim/token-i20-feff" |

  @must @image @placeholder @nel @whitespace
  Scenario: image/placeholder-removes-nel: U+0085 is not ECMAScript whitespace, so trimming keeps it; as a C1 control the placeholder's label then removes it (revision 3)
    Given the case "image/placeholder-removes-nel"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/trim/token-i21-nel",
              "mimeType": "image/png\u0085",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type         | must mention          |
      | tool-result/live   | image               | "iVBORw0KGgo="           | "image/png\\u0085" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]" |                    | "image/png", size 8 B |
      | push               | image               | "iVBORw0KGgo="           | "image/png\\u0085" |                       |
    And no lane shows any of:
      | hidden                          |
      | "memo://img/trim/token-i21-nel" |

  @must @image @placeholder @unicode @case
  Scenario: image/placeholder-dotted-capital-i: The stored placeholder lower-cases as ECMAScript does: İ (U+0130) becomes i followed by U+0307, not a bare i
    Given the case "image/placeholder-dotted-capital-i"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/lower/token-i22-idot",
              "mimeType": "Image/X-İCON",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                 | media type     | must mention         |
      | tool-result/live   | image               | "iVBORw0KGgo="               | "Image/X-İCON" |                      |
      | tool-result/stored | marker stored-image | "[image: image/x-i̇con, 8B]" |                | "image/x-", size 8 B |
      | push               | image               | "iVBORw0KGgo="               | "Image/X-İCON" |                      |
    And no lane shows any of:
      | hidden                            |
      | "memo://img/lower/token-i22-idot" |

  @must @image @placeholder @unicode @case
  Scenario: image/placeholder-final-sigma: The stored placeholder lower-cases a word-final Σ to ς and any other Σ to σ, as ECMAScript's toLowerCase does
    Given the case "image/placeholder-final-sigma"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/lower/token-i23-sigma",
              "mimeType": "IMAGE/ΟΔΥΣΣΕΥΣ",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                  | media type       | must mention       |
      | tool-result/live   | image               | "iVBORw0KGgo="                | "IMAGE/ΟΔΥΣΣΕΥΣ" |                    |
      | tool-result/stored | marker stored-image | "[image: image/οδυσσευς, 8B]" |                  | "image/", size 8 B |
      | push               | image               | "iVBORw0KGgo="                | "IMAGE/ΟΔΥΣΣΕΥΣ" |                    |
    And no lane shows any of:
      | hidden                             |
      | "memo://img/lower/token-i23-sigma" |

  @should @image @inline @marker
  Scenario: image/inline-no-media-type: An inline image block with data and no media type shows the no-media-type marker (the reference's decision), never an image
    Given the case "image/inline-no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgo="
          },
          {
            "type": "text",
            "text": "the chart"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"              |            |              |
      | tool-result/live   | text                 | "the chart"                                                                 |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"              |            |              |
      | tool-result/stored | text                 | "the chart"                                                                 |            |              |
      | script             | view                 | [{"type":"image","data":"iVBORw0KGgo="},{"type":"text","text":"the chart"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"              |            |              |
      | push               | text                 | "the chart"                                                                 |            |              |
      | render             | refused              |                                                                             |            |              |

  @must @image @depth @inline @placeholder
  Scenario: image/inline-at-depth: An inline image block at depth in structured data is its placeholder text in both copies, never an image, and reaches a script as it came
    Given the case "image/inline-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "chart": {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "Image/PNG"
          },
          "caption": "q3"
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                           | media type | must mention |
      | tool-result/live   | json  | {"chart":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"q3"} |            |              |
      | tool-result/stored | json  | {"chart":{"$marker":"stored-image","text":"[image: image/png, 8B]","mentions":["image/png"],"bytes":8},"caption":"q3"} |            |              |
      | script             | view  | {"chart":{"type":"image","data":"iVBORw0KGgo=","mimeType":"Image/PNG"},"caption":"q3"}                                 |            |              |

  @must @image @non-string
  Scenario: image/text-null-beside-blob: A text of null counts as absent: a resource with text null and an image blob is an image, not unreadable
    Given the case "image/text-null-beside-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/nstr/token-i24-null",
              "mimeType": "image/png",
              "text": null,
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data             | media type  | must mention          |
      | tool-result/live   | image               | "iVBORw0KGgo="           | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 8B]" |             | "image/png", size 8 B |
      | push               | image               | "iVBORw0KGgo="           | "image/png" |                       |
      | render             | shown               |                          |             |                       |
      | render             | image               | "iVBORw0KGgo="           | "image/png" |                       |
    And no lane shows any of:
      | hidden                           |
      | "memo://img/nstr/token-i24-null" |

  @must @image @non-string
  Scenario: image/text-number-beside-blob: A text that is a number counts as absent: a resource with text 42 and an image blob is an image
    Given the case "image/text-number-beside-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/nstr/token-i25-num",
              "mimeType": "image/jpeg",
              "text": 42,
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                     | media type   | must mention           |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                   | "image/jpeg" |                        |
      | tool-result/stored | marker stored-image | "[image: image/jpeg, 8B]"                                        |              | "image/jpeg", size 8 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/jpeg"}] |              |                        |
      | push               | image               | "iVBORw0KGgo="                                                   | "image/jpeg" |                        |
      | render             | shown               |                                                                  |              |                        |
      | render             | image               | "iVBORw0KGgo="                                                   | "image/jpeg" |                        |
    And no lane shows any of:
      | hidden                          |
      | "memo://img/nstr/token-i25-num" |

  @must @image @inline
  Scenario: image/inline-block: An inline image block shows natively, as a placeholder in the stored copy and as the system image line
    Given the case "image/inline-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png"
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
      | channel            | image               | "iVBORw0KGgo="                                                  | "image/png" |                       |
      | injection/user     | image               | "iVBORw0KGgo="                                                  | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"               |
      | render             | shown               |                                                                 |             |                       |
      | render             | image               | "iVBORw0KGgo="                                                  | "image/png" |                       |

  @must @image @placeholder
  Scenario: image/placeholder-cleaned-type: The stored placeholder's media type is a label: controls and bidi marks removed
    Given the case "image/placeholder-cleaned-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/clean-r3-18",
              "mimeType": "image/p\u0001ng\u202E",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type                | must mention          |
      | tool-result/live   | image               | "QUJD"                                                          | "image/p\\u0001ng\\u202e" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                        |                           | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/p\\u0001ng‮"}] |                           |                       |
      | push               | image               | "QUJD"                                                          | "image/p\\u0001ng\\u202e" |                       |
      | channel            | image               | "QUJD"                                                          | "image/p\\u0001ng\\u202e" |                       |
      | injection/user     | image               | "QUJD"                                                          | "image/p\\u0001ng\\u202e" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |                           | "image"               |
      | render             | shown               |                                                                 |                           |                       |
      | render             | image               | "QUJD"                                                          | "image/p\\u0001ng\\u202e" |                       |
    And no lane shows any of:
      | hidden                   |
      | "memo://img/clean-r3-18" |

  @must @image @placeholder
  Scenario: image/placeholder-bounded-type: A media type longer than 120 units is bounded in the placeholder, as in every label
    Given the case "image/placeholder-bounded-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/long-r3-19",
              "mimeType": "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                                     | media type                                                                                                                                           | must mention                                                                                                                        |
      | tool-result/live   | image               | "QUJD"                                                                                                                                                                                           | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |                                                                                                                                     |
      | tool-result/stored | marker stored-image | "[image: image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…, 3B]"                                                          |                                                                                                                                                      | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}] |                                                                                                                                                      |                                                                                                                                     |
      | push               | image               | "QUJD"                                                                                                                                                                                           | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |                                                                                                                                     |
      | channel            | image               | "QUJD"                                                                                                                                                                                           | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |                                                                                                                                     |
      | injection/user     | image               | "QUJD"                                                                                                                                                                                           | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |                                                                                                                                     |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                                  |                                                                                                                                                      | "image"                                                                                                                             |
      | render             | shown               |                                                                                                                                                                                                  |                                                                                                                                                      |                                                                                                                                     |
      | render             | image               | "QUJD"                                                                                                                                                                                           | "image/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" |                                                                                                                                     |
    And no lane shows any of:
      | hidden                  |
      | "memo://img/long-r3-19" |

  @must @image @placeholder @unicode
  Scenario: image/placeholder-sigma-unicode-15: Lower-casing follows Unicode 15.0: U+11F00 is a combining mark, so the Σ before it is not final
    Given the case "image/placeholder-sigma-unicode-15"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://img/sigma-r3-20",
              "mimeType": "IMAGE/A\u03a3\ud807\udf00B",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type   | must mention        |
      | tool-result/live   | image               | "QUJD"                                                          | "IMAGE/AΣ𑼀B" |                     |
      | tool-result/stored | marker stored-image | "[image: image/aσ𑼀b, 3B]"                                       |              | "image/a", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"IMAGE/AΣ𑼀B"}]        |              |                     |
      | push               | image               | "QUJD"                                                          | "IMAGE/AΣ𑼀B" |                     |
      | channel            | image               | "QUJD"                                                          | "IMAGE/AΣ𑼀B" |                     |
      | injection/user     | image               | "QUJD"                                                          | "IMAGE/AΣ𑼀B" |                     |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |              | "image"             |
      | render             | shown               |                                                                 |              |                     |
      | render             | image               | "QUJD"                                                          | "IMAGE/AΣ𑼀B" |                     |
    And no lane shows any of:
      | hidden                   |
      | "memo://img/sigma-r3-20" |

  @must @image @placeholder @control
  Scenario: image/placeholder-control-inside-trailing-space: The stored placeholder trims, lower-cases, then makes a label: "image/png \u0001 " trims to "image/png \u0001", whose label keeps the space: [image: image/png , 3B] (cleaning before trimming would lose it)
    Given the case "image/placeholder-control-inside-trailing-space"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png \u0001 "
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                     | media type           | must mention           |
      | tool-result/live   | image               | "QUJD"                                                           | "image/png \\u0001 " |                        |
      | tool-result/stored | marker stored-image | "[image: image/png , 3B]"                                        |                      | "image/png ", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png \\u0001 "}] |                      |                        |
      | push               | image               | "QUJD"                                                           | "image/png \\u0001 " |                        |
      | channel            | image               | "QUJD"                                                           | "image/png \\u0001 " |                        |
      | injection/user     | image               | "QUJD"                                                           | "image/png \\u0001 " |                        |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"  |                      | "image"                |
      | render             | shown               |                                                                  |                      |                        |
      | render             | image               | "QUJD"                                                           | "image/png \\u0001 " |                        |

  @must @image @placeholder @control
  Scenario: image/placeholder-control-before-trailing-space: Twin of placeholder-control-inside-trailing-space: "image/png\u0001 " trims to "image/png\u0001", whose label is image/png: [image: image/png, 3B]
    Given the case "image/placeholder-control-before-trailing-space"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png\u0001 "
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type          | must mention          |
      | tool-result/live   | image               | "QUJD"                                                          | "image/png\\u0001 " |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                        |                     | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png\\u0001 "}] |                     |                       |
      | push               | image               | "QUJD"                                                          | "image/png\\u0001 " |                       |
      | channel            | image               | "QUJD"                                                          | "image/png\\u0001 " |                       |
      | injection/user     | image               | "QUJD"                                                          | "image/png\\u0001 " |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |                     | "image"               |
      | render             | shown               |                                                                 |                     |                       |
      | render             | image               | "QUJD"                                                          | "image/png\\u0001 " |                       |

  @must @image @placeholder @unicode @label
  Scenario: image/placeholder-dotted-i-over-bound: The placeholder lower-cases before it bounds: a 120-unit type ending in İ lower-cases to 121 units (İ is i and U+0307), so its label is its first 119 units and …, the İ gone
    Given the case "image/placeholder-dotted-i-over-bound"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/dotted/token-r4d-over",
              "mimeType": "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                           | media type                                                                                                                 | must mention                                                                                                                        |
      | tool-result/live   | image               | "QUJD"                                                                                                                                                                 | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                     |
      | tool-result/stored | marker stored-image | "[image: image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…, 3B]"                                |                                                                                                                            | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ"}] |                                                                                                                            |                                                                                                                                     |
      | push               | image               | "QUJD"                                                                                                                                                                 | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                     |
      | channel            | image               | "QUJD"                                                                                                                                                                 | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                     |
      | injection/user     | image               | "QUJD"                                                                                                                                                                 | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                     |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                        |                                                                                                                            | "image"                                                                                                                             |
      | render             | shown               |                                                                                                                                                                        |                                                                                                                            |                                                                                                                                     |
      | render             | image               | "QUJD"                                                                                                                                                                 | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                     |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/dotted/token-r4d-over" |

  @must @image @placeholder @unicode @label
  Scenario: image/placeholder-dotted-i-at-bound: Twin of placeholder-dotted-i-over-bound: a 119-unit type ending in İ lower-cases to 120 units, within the bound, so the placeholder names it whole, ending in i and U+0307
    Given the case "image/placeholder-dotted-i-at-bound"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/dotted/token-r4d-at",
              "mimeType": "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                          | media type                                                                                                                | must mention                                                                                                                       |
      | tool-result/live   | image               | "QUJD"                                                                                                                                                                | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                    |
      | tool-result/stored | marker stored-image | "[image: image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaai̇, 3B]"                               |                                                                                                                           | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ"}] |                                                                                                                           |                                                                                                                                    |
      | push               | image               | "QUJD"                                                                                                                                                                | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                    |
      | channel            | image               | "QUJD"                                                                                                                                                                | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                    |
      | injection/user     | image               | "QUJD"                                                                                                                                                                | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                    |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                       |                                                                                                                           | "image"                                                                                                                            |
      | render             | shown               |                                                                                                                                                                       |                                                                                                                           |                                                                                                                                    |
      | render             | image               | "QUJD"                                                                                                                                                                | "image/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaİ" |                                                                                                                                    |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/dotted/token-r4d-at" |

  @must @image @mime @whitespace
  Scenario: image/newline-subtype: A newline is a subtype character: "image/\n" matches ^image/[^/], so the blob shows as an image, its type kept as sent (the bare "image/" does not: bad-mime/empty-subtype)
    Given the case "image/newline-subtype"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/nl/token-r4e-nl",
              "mimeType": "image/\n",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention       |
      | tool-result/live   | image               | "QUJD"                                                          | "image/\\n" |                    |
      | tool-result/stored | marker stored-image | "[image: image/, 3B]"                                           |             | "image/", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/\\n"}]         |             |                    |
      | push               | image               | "QUJD"                                                          | "image/\\n" |                    |
      | channel            | image               | "QUJD"                                                          | "image/\\n" |                    |
      | injection/user     | image               | "QUJD"                                                          | "image/\\n" |                    |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"            |
      | render             | shown               |                                                                 |             |                    |
      | render             | image               | "QUJD"                                                          | "image/\\n" |                    |
    And no lane shows any of:
      | hidden                         |
      | "memo://files/nl/token-r4e-nl" |

  @must @image @inline @empty @no-data
  Scenario: image/inline-empty-data: An inline image of type image/png with data "" shows [Image: no data] on the model's lanes, its system line at the system position, and is refused by render; a script gets it as it came
    Given the case "image/inline-empty-data"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                    | media type | must mention |
      | tool-result/live   | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | tool-result/stored | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | script             | view                 | [{"type":"image","data":"","mimeType":"image/png"}]             |            |              |
      | push               | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | channel            | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | injection/user     | marker image-no-data | "[Image: no data]"                                              |            | "image"      |
      | injection/system   | marker system-image  | "[image block not shown: the system prompt carries text only.]" |            | "image"      |
      | render             | refused              |                                                                 |            |              |

  @must @image @inline @empty @marker
  Scenario: image/inline-empty-data-no-media-type: Revision 4: the media type is tested first. An inline image with data "" and no mimeType shows the no-media-type marker, not [Image: no data]
    Given the case "image/inline-empty-data-no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": ""
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                   | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | script             | view                 | [{"type":"image","data":""}]                                   |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | channel            | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | injection/user     | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | injection/system   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]" |            |              |
      | render             | refused              |                                                                |            |              |

  @must @image @inline
  Scenario: image/inline-null-uri: An inline image with "uri": null makes no claim (a claim needs a string uri or a disposition): it shows as an image
    Given the case "image/inline-null-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": null
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                       | media type  | must mention          |
      | tool-result/live   | image               | "QUJD"                                                             | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                           |             | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png","uri":null}] |             |                       |
      | push               | image               | "QUJD"                                                             | "image/png" |                       |
      | channel            | image               | "QUJD"                                                             | "image/png" |                       |
      | injection/user     | image               | "QUJD"                                                             | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"    |             | "image"               |
      | render             | shown               |                                                                    |             |                       |
      | render             | image               | "QUJD"                                                             | "image/png" |                       |

  @must @security @image @inline @withheld
  Scenario: image/inline-string-uri: Twin of inline-null-uri: an inline image with a string uri beside its data claims: the withheld marker on every lane, its uri shown nowhere
    Given the case "image/inline-string-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "uri": "memo://img/claim/token-r4f-uri"
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
      | "memo://img/claim/token-r4f-uri" |

  @must @security @image @inline @withheld
  Scenario: image/inline-array-disposition: A disposition of [] on an inline image is a claim (presence alone counts): the withheld marker on every lane
    Given the case "image/inline-array-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "disposition": []
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

  @must @image @inline @size
  Scenario: image/url-safe-data: Url-safe base64 ("-" and "_") is data like any other: "QU-_QU-_" shows as the image, data as sent, and its size comes from its length, 6B
    Given the case "image/url-safe-data"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QU-_QU-_",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention          |
      | tool-result/live   | image               | "QU-_QU-_"                                                      | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 6B]"                                        |             | "image/png", size 6 B |
      | script             | view                | [{"type":"image","data":"QU-_QU-_","mimeType":"image/png"}]     |             |                       |
      | push               | image               | "QU-_QU-_"                                                      | "image/png" |                       |
      | channel            | image               | "QU-_QU-_"                                                      | "image/png" |                       |
      | injection/user     | image               | "QU-_QU-_"                                                      | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"               |
      | render             | shown               |                                                                 |             |                       |
      | render             | image               | "QU-_QU-_"                                                      | "image/png" |                       |

  @must @image @inline @size
  Scenario: image/url-safe-data-padded: Twin of url-safe-data: "QU-_QU==" ends in two "=", so it is 6 - 2 = 4B
    Given the case "image/url-safe-data-padded"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QU-_QU==",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention          |
      | tool-result/live   | image               | "QU-_QU=="                                                      | "image/png" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 4B]"                                        |             | "image/png", size 4 B |
      | script             | view                | [{"type":"image","data":"QU-_QU==","mimeType":"image/png"}]     |             |                       |
      | push               | image               | "QU-_QU=="                                                      | "image/png" |                       |
      | channel            | image               | "QU-_QU=="                                                      | "image/png" |                       |
      | injection/user     | image               | "QU-_QU=="                                                      | "image/png" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"               |
      | render             | shown               |                                                                 |             |                       |
      | render             | image               | "QU-_QU=="                                                      | "image/png" |                       |

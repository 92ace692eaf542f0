# Generated from vectors/render.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-render
Feature: Render: a render result carrying an embedded resource is shown, refused or nothing
  A render result is shown, as the push lane shows it, when every block shows
  as itself: text, or an image or audio with data. Any block that would show
  as a marker or placeholder (another type, an empty blob, a withheld
  resource, a resource with no link) makes it refused, and visibly empty
  content is nothing happened.

  @must @render @text
  Scenario: render/embedded-text: A render result carrying embedded text is shown, with the text
    Given the case "render/embedded-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/cards/token-r1-58ac",
              "mimeType": "text/markdown",
              "text": "## Order 4471\nShipped today."
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                     | media type | must mention |
      | push   | text  | "## Order 4471\\nShipped today." |            |              |
      | render | shown |                                  |            |              |
      | render | text  | "## Order 4471\\nShipped today." |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://render/cards/token-r1-58ac" |

  @must @render @image
  Scenario: render/embedded-image: A render result carrying an embedded image is shown, with the image
    Given the case "render/embedded-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Your chart:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/cards/token-r2-9b0d",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                       | media type  | must mention |
      | push   | text  | "Your chart:"                                                                                      |             |              |
      | push   | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
      | render | shown |                                                                                                    |             |              |
      | render | text  | "Your chart:"                                                                                      |             |              |
      | render | image | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==" | "image/png" |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://render/cards/token-r2-9b0d" |

  @must @render @marker
  Scenario: render/embedded-pdf: A render result carrying an embedded pdf is refused, even beside text that would show
    Given the case "render/embedded-pdf"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Invoice:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/render/invoice.pdf?sig=SECRET-r3-ff01",
              "mimeType": "application/pdf",
              "blob": {
                "$repeat": "AAAA",
                "count": 1024
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows                   | text or data                                                                      | media type | must mention                   |
      | push   | text                    | "Invoice:"                                                                        |            |                                |
      | push   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]" |            | "application/pdf", size 3072 B |
      | render | refused                 |                                                                                   |            |                                |
    And no lane shows any of:
      | hidden                                                        |
      | "https://files.example/render/invoice.pdf?sig=SECRET-r3-ff01" |

  @must @render @image @empty
  Scenario: render/empty-image-blob: A render result carrying an empty image blob is refused
    Given the case "render/empty-image-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/cards/token-r4-e0e0",
              "mimeType": "image/png",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows                | text or data       | media type | must mention |
      | push   | marker image-no-data | "[Image: no data]" |            | "image"      |
      | render | refused              |                    |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://render/cards/token-r4-e0e0" |

  @must @security @render @withheld
  Scenario: render/withheld: A render result carrying an embedded resource that claims a disposition is refused, its text and uri shown nowhere
    Given the case "render/withheld"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/cards/token-r5-withheld",
              "mimeType": "text/plain",
              "text": "render body SECRET-r5-body-6a2f"
            },
            "disposition": "ref"
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows           | text or data                                                               | media type | must mention |
      | push   | marker withheld | "[inline content withheld: nonconformant bulk disposition on inline data]" |            |              |
      | render | refused         |                                                                            |            |              |
    And no lane shows any of:
      | hidden                                  |
      | "memo://render/cards/token-r5-withheld" |
      | "render body SECRET-r5-body-6a2f"       |

  @must @render @blank
  Scenario: render/blank-text: A render result whose only block is blank embedded text is nothing happened
    Given the case "render/blank-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/cards/token-r6-blank",
              "mimeType": "text/plain",
              "text": " \n\t "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows   | text or data | media type | must mention |
      | push   | refused | "empty"      |            |              |
      | render | nothing |              |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://render/cards/token-r6-blank" |

  @must @render @no-link
  Scenario: render/no-link: A render result carrying a resource block with no link is refused
    Given the case "render/no-link"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "mimeType": "text/plain",
              "text": "no-link body 83f0-unseen"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows          | text or data                                        | media type | must mention |
      | push   | marker no-link | "[Reference not shown: it arrived without a link.]" |            |              |
      | render | refused        |                                                     |            |              |

  @must @render @inline @image
  Scenario: render/inline-image: A render result carrying an inline image with a media type is shown, with the image as it came
    Given the case "render/inline-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png"
          },
          {
            "type": "text",
            "text": "rendered"
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data   | media type  | must mention |
      | push   | image | "iVBORw0KGgo=" | "image/png" |              |
      | push   | text  | "rendered"     |             |              |
      | render | shown |                |             |              |
      | render | image | "iVBORw0KGgo=" | "image/png" |              |
      | render | text  | "rendered"     |             |              |

  @must @render @audio @empty
  Scenario: render/empty-audio-blob: A render result carrying an empty audio blob is refused; push shows [Audio: no data]
    Given the case "render/empty-audio-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/audio/token-n20-empty",
              "mimeType": "audio/mpeg",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows                    | text or data                                                                               | media type | must mention           |
      | tool-result/live | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/mpeg, 0B).]" |            | "audio/mpeg", size 0 B |
      | script           | view                     | [{"type":"audio","data":"","mimeType":"audio/mpeg"}]                                       |            |                        |
      | push             | marker audio-no-data     | "[Audio: no data]"                                                                         |            | "audio"                |
      | channel          | marker audio-no-data     | "[Audio: no data]"                                                                         |            | "audio"                |
      | injection/user   | marker audio-no-data     | "[Audio: no data]"                                                                         |            | "audio"                |
      | render           | refused                  |                                                                                            |            |                        |
    And no lane shows any of:
      | hidden                                |
      | "memo://render/audio/token-n20-empty" |

  @must @render @text
  Scenario: render/text-like-image-marker: A text block whose text merely reads "[Image: no data]" is text: render shows it
    Given the case "render/text-like-image-marker"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "[Image: no data]"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                | media type | must mention |
      | tool-result/live   | text  | "[Image: no data]"                          |            |              |
      | tool-result/stored | text  | "[Image: no data]"                          |            |              |
      | script             | view  | [{"type":"text","text":"[Image: no data]"}] |            |              |
      | push               | text  | "[Image: no data]"                          |            |              |
      | channel            | text  | "[Image: no data]"                          |            |              |
      | injection/user     | text  | "[Image: no data]"                          |            |              |
      | injection/system   | text  | "[Image: no data]"                          |            |              |
      | render             | shown |                                             |            |              |
      | render             | text  | "[Image: no data]"                          |            |              |

  @must @render @text
  Scenario: render/text-like-reference-line: A text block whose text merely reads "[Reference: memo://x]" is text: render shows it
    Given the case "render/text-like-reference-line"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "[Reference: memo://x]"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                     | media type | must mention |
      | tool-result/live   | text  | "[Reference: memo://x]"                          |            |              |
      | tool-result/stored | text  | "[Reference: memo://x]"                          |            |              |
      | script             | view  | [{"type":"text","text":"[Reference: memo://x]"}] |            |              |
      | push               | text  | "[Reference: memo://x]"                          |            |              |
      | channel            | text  | "[Reference: memo://x]"                          |            |              |
      | injection/user     | text  | "[Reference: memo://x]"                          |            |              |
      | injection/system   | text  | "[Reference: memo://x]"                          |            |              |
      | render             | shown |                                                  |            |              |
      | render             | text  | "[Reference: memo://x]"                          |            |              |

  @must @render @reference @line
  Scenario: render/reference-line-refused: Revision 4: a reference in a render result refuses it, even one shown as its line
    Given the case "render/reference-line-refused"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see"
          },
          {
            "type": "resource",
            "uri": "memo://render/refs/token-r4g-line"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                     | media type | must mention |
      | tool-result/live   | text                  | "see"                                                                                                                            |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | tool-result/stored | text                  | "see"                                                                                                                            |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | script             | view                  | [{"type":"text","text":"see"},{"type":"text","marker":"reference-line","text":"[Reference: memo://render/refs/token-r4g-line]"}] |            |              |
      | push               | text                  | "see"                                                                                                                            |            |              |
      | push               | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | channel            | text                  | "see"                                                                                                                            |            |              |
      | channel            | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | injection/user     | text                  | "see"                                                                                                                            |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | injection/system   | text                  | "see"                                                                                                                            |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://render/refs/token-r4g-line]"                                                                                 |            |              |
      | render             | refused               |                                                                                                                                  |            |              |

  @must @security @render @reference @stub
  Scenario: render/reference-stub-refused: Revision 4: a reference in a render result refuses it, shown as its stub too
    Given the case "render/reference-stub-refused"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see"
          },
          {
            "type": "resource",
            "uri": "https://files.example/render/token-r4g-stub.pdf",
            "name": "r4g.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                        | media type | must mention |
      | tool-result/live   | text                  | "see"                                                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | tool-result/stored | text                  | "see"                                                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | script             | view                  | [{"type":"text","text":"see"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: r4g.pdf]","mentions":["r4g.pdf"]}] |            |              |
      | push               | text                  | "see"                                                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | channel            | text                  | "see"                                                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | injection/user     | text                  | "see"                                                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | injection/system   | text                  | "see"                                                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1: r4g.pdf]"                                                                                                        |            | "r4g.pdf"    |
      | render             | refused               |                                                                                                                                     |            |              |
    And no lane shows any of:
      | hidden                                            |
      | "https://files.example/render/token-r4g-stub.pdf" |

  @must @render @text
  Scenario: render/without-reference-shown: Twin of reference-line-refused and reference-stub-refused: the same result without its reference is shown
    Given the case "render/without-reference-shown"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                   | media type | must mention |
      | tool-result/live   | text  | "see"                          |            |              |
      | tool-result/stored | text  | "see"                          |            |              |
      | script             | view  | [{"type":"text","text":"see"}] |            |              |
      | push               | text  | "see"                          |            |              |
      | channel            | text  | "see"                          |            |              |
      | injection/user     | text  | "see"                          |            |              |
      | injection/system   | text  | "see"                          |            |              |
      | render             | shown |                                |            |              |
      | render             | text  | "see"                          |            |              |

  @must @render @text @long-uri
  Scenario: render/long-uri-embedded-text: An embedded resource whose uri is over 4,096 UTF-16 units is still an embedded resource (the bound is a reference's): its text shows, and render shows it
    Given the case "render/long-uri-embedded-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://render/long/token-r4l-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
              "mimeType": "text/plain",
              "text": "long-uri body"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                             | media type | must mention |
      | tool-result/live   | text  | "long-uri body"                          |            |              |
      | tool-result/stored | text  | "long-uri body"                          |            |              |
      | script             | view  | [{"type":"text","text":"long-uri body"}] |            |              |
      | push               | text  | "long-uri body"                          |            |              |
      | channel            | text  | "long-uri body"                          |            |              |
      | injection/user     | text  | "long-uri body"                          |            |              |
      | injection/system   | text  | "long-uri body"                          |            |              |
      | render             | shown |                                          |            |              |
      | render             | text  | "long-uri body"                          |            |              |
    And no lane shows any of:
      | hidden                                       |
      | "memo://render/long/token-r4l-" + "a" × 4100 |

  @must @security @render @no-link @long-uri
  Scenario: render/long-uri-reference-no-link: Twin of long-uri-embedded-text: the same uri as a reference's own is too long to be one: the no-link line, which render refuses
    Given the case "render/long-uri-reference-no-link"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://render/long/token-r4l-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
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
      | hidden                                       |
      | "memo://render/long/token-r4l-" + "a" × 4100 |

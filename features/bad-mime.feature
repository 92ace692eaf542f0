# Generated from vectors/bad-mime.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-bad-mime
Feature: Bad media types: a blob no lane can show is a marker naming its type and size
  An embedded blob shows as an image or audio only when its media type matches
  ^(image|audio)/[^/] in any case. Any other type shows the unsupported-type
  marker, naming the media type (its label: controls and bidi marks removed,
  at most 120 characters) and the blob's decoded size; a blob with no
  non-empty string media type shows the no-media-type marker; text and a blob
  together, or neither, show the unreadable marker.

  @must @marker @all-lanes
  Scenario: bad-mime/pdf: A 3,072-byte application/pdf blob shows the 79-character unsupported-type marker, ~3KB, on every lane and refused by render
    Given the case "bad-mime/pdf"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/report.pdf?sig=SECRET-1",
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
      | lane               | shows                   | text or data                                                                                                                                                                       | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072}] |            |                                |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"                                                                                                  |            | "application/pdf", size 3072 B |
      | render             | refused                 |                                                                                                                                                                                    |            |                                |
    And no lane shows any of:
      | hidden                                          |
      | "https://files.example/report.pdf?sig=SECRET-1" |

  @must @marker @mime
  Scenario: bad-mime/bare-image: A bare image media type with no subtype is another type: the unsupported-type marker
    Given the case "bad-mime/bare-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/bare/token-m2-1f3a",
              "mimeType": "image",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                | media type | must mention       |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 70B).]"                                                                                      |            | "image", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 70B).]"                                                                                      |            | "image", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (image, 70B).]","mentions":["image"],"bytes":70}] |            |                    |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 70B).]"                                                                                      |            | "image", size 70 B |
      | render             | refused                 |                                                                                                                                                             |            |                    |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/bare/token-m2-1f3a" |

  @must @marker @mime
  Scenario: bad-mime/empty-subtype: image/ with an empty subtype is another type: the unsupported-type marker
    Given the case "bad-mime/empty-subtype"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/bare/token-m3-2b4c",
              "mimeType": "image/",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                  | media type | must mention        |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/, 70B).]"                                                                                       |            | "image/", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image/, 70B).]"                                                                                       |            | "image/", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (image/, 70B).]","mentions":["image/"],"bytes":70}] |            |                     |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image/, 70B).]"                                                                                       |            | "image/", size 70 B |
      | render             | refused                 |                                                                                                                                                               |            |                     |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/bare/token-m3-2b4c" |

  @must @marker @mime
  Scenario: bad-mime/imagery: imagery/png is not an image type: the unsupported-type marker
    Given the case "bad-mime/imagery"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/bare/token-m4-3c5d",
              "mimeType": "imagery/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                            | media type | must mention             |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (imagery/png, 70B).]"                                                                                            |            | "imagery/png", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (imagery/png, 70B).]"                                                                                            |            | "imagery/png", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (imagery/png, 70B).]","mentions":["imagery/png"],"bytes":70}] |            |                          |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (imagery/png, 70B).]"                                                                                            |            | "imagery/png", size 70 B |
      | render             | refused                 |                                                                                                                                                                         |            |                          |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/bare/token-m4-3c5d" |

  @must @marker @mime @case
  Scenario: bad-mime/upper-case-other: Another type in upper case is still another type, its label kept as sent
    Given the case "bad-mime/upper-case-other"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/bare/token-m6-upper",
              "mimeType": "APPLICATION/PDF",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                     | media type | must mention                 |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (APPLICATION/PDF, 70B).]" |            | "APPLICATION/PDF", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (APPLICATION/PDF, 70B).]" |            | "APPLICATION/PDF", size 70 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (APPLICATION/PDF, 70B).]" |            | "APPLICATION/PDF", size 70 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/bare/token-m6-upper" |

  @must @marker @mime
  Scenario: bad-mime/no-media-type: A blob with no media type shows the no-media-type marker on every lane
    Given the case "bad-mime/no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/untyped/token-m7-5e7f",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                                                     | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | script             | view                 | [{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | channel            | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | injection/user     | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | injection/system   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | render             | refused              |                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/untyped/token-m7-5e7f" |

  @must @marker @mime
  Scenario: bad-mime/empty-media-type: A blob whose media type is the empty string shows the no-media-type marker
    Given the case "bad-mime/empty-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/untyped/token-m8-6f80",
              "mimeType": "",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                                                     | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | script             | view                 | [{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | render             | refused              |                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/untyped/token-m8-6f80" |

  @must @marker @mime
  Scenario: bad-mime/non-string-media-type: A blob whose media type is a number or an array has no media type: the no-media-type marker
    Given the case "bad-mime/non-string-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/untyped/token-m9-num1",
              "mimeType": 42,
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/untyped/token-m9-arr2",
              "mimeType": [
                "image/png"
              ],
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                                                                                                                                                                    | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | script             | view                 | [{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"},{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                  |            |              |
      | render             | refused              |                                                                                                                                                                                                                                 |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/untyped/token-m9-num1" |
      | "memo://files/untyped/token-m9-arr2" |

  @must @marker @label
  Scenario: bad-mime/label-121: A 121-character media type is cut in the marker to its first 119 characters and an ellipsis
    Given the case "bad-mime/label-121"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/long/token-m10-121c",
              "mimeType": "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkYZ",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                                                                                                                                                      | media type | must mention                                                                                                                          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "…, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "…, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…, 70B).]","mentions":["application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…"],"bytes":70}] |            |                                                                                                                                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "…, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", size 70 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/long/token-m10-121c" |

  @must @marker @label
  Scenario: bad-mime/label-120: A media type of exactly 120 characters is kept whole in the marker
    Given the case "bad-mime/label-120"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/long/token-m11-120c",
              "mimeType": "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                                                                                                                                                      | media type | must mention                                                                                                                          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "Y, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "Y, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY, 70B).]","mentions":["application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY"],"bytes":70}] |            |                                                                                                                                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/vnd.example." + "k" × 95 + "Y, 70B).]"                                                                                                                                                                                                                                                                                        |            | "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkY", size 70 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/long/token-m11-120c" |

  @must @marker @label @controls
  Scenario: bad-mime/label-controls: C0 controls, DEL and C1 controls such as U+0085 are removed from the media type's label
    Given the case "bad-mime/label-controls"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/ctrl/token-m12-cc00",
              "mimeType": "\u0001appli\u0000cation/\u001bp\u007fd\u0085f\u009f\t",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                    | media type | must mention                 |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 70B).]","mentions":["application/pdf"],"bytes":70}] |            |                              |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/ctrl/token-m12-cc00" |

  @must @marker @label @bidi
  Scenario: bad-mime/label-bidi: The bidi marks U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069 are removed from the media type's label
    Given the case "bad-mime/label-bidi"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/bidi/token-m13-202e",
              "mimeType": "\u202eapp\u200elica\u200ftion\u202a/\u202bp\u202cd\u202df\u2066\u2067\u2068\u2069",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                    | media type | must mention                 |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 70B).]","mentions":["application/pdf"],"bytes":70}] |            |                              |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 70B).]"                                                                                                |            | "application/pdf", size 70 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/bidi/token-m13-202e" |

  @must @marker @unreadable
  Scenario: bad-mime/both: A resource with both text and a blob is unreadable: neither is shown
    Given the case "bad-mime/both"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/both/token-m14-b0th",
              "mimeType": "text/plain",
              "text": "both-body SECRET-m14-4411",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows             | text or data                                                                                                                      | media type | must mention |
      | tool-result/live   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | tool-result/stored | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | script             | view              | [{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}] |            |              |
      | push               | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | channel            | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | injection/user     | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | injection/system   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | render             | refused           |                                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/both/token-m14-b0th" |

  @must @marker @unreadable
  Scenario: bad-mime/neither: A resource with neither text nor a blob is unreadable
    Given the case "bad-mime/neither"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/neither/token-m15-n0ne",
              "mimeType": "text/plain"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows             | text or data                                                                                                                      | media type | must mention |
      | tool-result/live   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | tool-result/stored | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | script             | view              | [{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}] |            |              |
      | push               | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | render             | refused           |                                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                                |
      | "memo://files/neither/token-m15-n0ne" |

  @must @marker @unreadable
  Scenario: bad-mime/non-string-contents: A non-string text and a non-string blob count as absent: unreadable
    Given the case "bad-mime/non-string-contents"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/neither/token-m16-nstr",
              "mimeType": "image/png",
              "text": 7,
              "blob": null
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows             | text or data                                                                       | media type | must mention |
      | tool-result/live | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]" |            |              |
      | push             | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]" |            |              |
    And no lane shows any of:
      | hidden                                |
      | "memo://files/neither/token-m16-nstr" |

  @must @marker @size
  Scenario: bad-mime/size-1023-bytes: A blob of 1,023 bytes (1,364 base64 characters) is sized 1023B
    Given the case "bad-mime/size-1023-bytes"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/size/token-m17-1023",
              "mimeType": "application/zip",
              "blob": {
                "$repeat": "AAAA",
                "count": 341
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                       | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, 1023B).]" |            | "application/zip", size 1023 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, 1023B).]" |            | "application/zip", size 1023 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, 1023B).]" |            | "application/zip", size 1023 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/size/token-m17-1023" |

  @must @marker @size
  Scenario: bad-mime/size-1024-bytes: A blob of 1,024 bytes (1,368 base64 characters, two padding) is sized ~1KB
    Given the case "bad-mime/size-1024-bytes"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/size/token-m18-1024",
              "mimeType": "application/zip",
              "blob": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                      | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1KB).]" |            | "application/zip", size 1024 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1KB).]" |            | "application/zip", size 1024 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1KB).]" |            | "application/zip", size 1024 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/size/token-m18-1024" |

  @must @marker @size @large
  Scenario: bad-mime/size-1-mib: A blob of exactly 1 MiB (1,398,102 unpadded base64 characters: floor(L*3/4) = 1,048,576) is sized ~1.0MB
    Given the case "bad-mime/size-1-mib"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/size/token-m19-1mib",
              "mimeType": "application/zip",
              "blob": {
                "$repeat": "AA",
                "count": 699051
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                        | media type | must mention                      |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1.0MB).]" |            | "application/zip", size 1048576 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1.0MB).]" |            | "application/zip", size 1048576 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1.0MB).]" |            | "application/zip", size 1048576 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/size/token-m19-1mib" |

  @must @size
  Scenario: bad-mime/size-1536-bytes: A blob of 1,536 bytes is sized ~2KB: an exact half rounds up, as ECMAScript's Math.round does
    Given the case "bad-mime/size-1536-bytes"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/half.pdf?sig=SECRET-bm-1536",
              "mimeType": "application/pdf",
              "blob": {
                "$repeat": "AAAA",
                "count": 512
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows                   | text or data                                                                      | media type | must mention                   |
      | tool-result/live | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~2KB).]" |            | "application/pdf", size 1536 B |
      | push             | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, ~2KB).]" |            | "application/pdf", size 1536 B |
    And no lane shows any of:
      | hidden                                              |
      | "https://files.example/half.pdf?sig=SECRET-bm-1536" |

  @must @marker @size
  Scenario: bad-mime/size-kb-half: A blob of 2,560 bytes (2.5 KiB, 3,414 base64 characters) is sized ~3KB: the half rounds up, never to the even ~2KB
    Given the case "bad-mime/size-kb-half"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/size/token-m30-2560",
              "mimeType": "application/zip",
              "blob": {
                "$repeat": "A",
                "count": 3414
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                      | media type | must mention                   |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~3KB).]" |            | "application/zip", size 2560 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~3KB).]" |            | "application/zip", size 2560 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~3KB).]" |            | "application/zip", size 2560 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/size/token-m30-2560" |

  @must @marker @size @large
  Scenario: bad-mime/size-mb-half: A blob of exactly 1.25 MiB (1,747,627 base64 characters: floor(L*3/4) = 1,310,720) is sized ~1.3MB: the half rounds up, never to the even ~1.2MB
    Given the case "bad-mime/size-mb-half"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/size/token-m31-125mib",
              "mimeType": "application/zip",
              "blob": {
                "$repeat": "A",
                "count": 1747627
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                        | media type | must mention                      |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/zip, ~1.3MB).]" |            | "application/zip", size 1310720 B |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/size/token-m31-125mib" |

  @must @marker @size
  Scenario: bad-mime/padding-two: Two trailing "=" both count: "AAAAAA==" is floor(8*3/4) - 2 = 4 bytes
    Given the case "bad-mime/padding-two"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/pad/token-m32-two",
              "mimeType": "application/octet-stream",
              "blob": "AAAAAA=="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                             | media type | must mention                         |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
    And no lane shows any of:
      | hidden                           |
      | "memo://files/pad/token-m32-two" |

  @must @marker @size
  Scenario: bad-mime/padding-three: At most two trailing "=" count: "AAAAA===" is floor(8*3/4) - 2 = 4 bytes, not 3
    Given the case "bad-mime/padding-three"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/pad/token-m33-three",
              "mimeType": "application/octet-stream",
              "blob": "AAAAA==="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                             | media type | must mention                         |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 4B).]" |            | "application/octet-stream", size 4 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/pad/token-m33-three" |

  @must @marker @size
  Scenario: bad-mime/blob-equals-sign: A blob "=" would be floor(3/4) - 1 = -1 bytes: a negative size counts as 0, so the marker names 0B
    Given the case "bad-mime/blob-equals-sign"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/pad/token-m34-eq",
              "mimeType": "application/octet-stream",
              "blob": "="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                    | media type | must mention                         |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 0B).]"                                                                                                        |            | "application/octet-stream", size 0 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 0B).]"                                                                                                        |            | "application/octet-stream", size 0 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/octet-stream, 0B).]","mentions":["application/octet-stream"],"bytes":0}] |            |                                      |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/octet-stream, 0B).]"                                                                                                        |            | "application/octet-stream", size 0 B |
    And no lane shows any of:
      | hidden                          |
      | "memo://files/pad/token-m34-eq" |

  @must @marker @mime @unicode @case
  Scenario: bad-mime/dotless-i: Only ASCII case is ignored: "ımage/png" with a dotless ı (which upper-cases to I) is another type, the unsupported-type marker
    Given the case "bad-mime/dotless-i"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/dotless/token-m35-i",
              "mimeType": "ımage/png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                      | media type | must mention          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (ımage/png, 8B).]"                                                                                         |            | "ımage/png", size 8 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (ımage/png, 8B).]"                                                                                         |            | "ımage/png", size 8 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (ımage/png, 8B).]","mentions":["ımage/png"],"bytes":8}] |            |                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (ımage/png, 8B).]"                                                                                         |            | "ımage/png", size 8 B |
      | render             | refused                 |                                                                                                                                                                   |            |                       |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/dotless/token-m35-i" |

  @must @marker @mime
  Scenario: bad-mime/double-slash: image//png has an empty subtype before its second slash: another type, the unsupported-type marker
    Given the case "bad-mime/double-slash"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/slash/token-m36-ss",
              "mimeType": "image//png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                        | media type | must mention           |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image//png, 8B).]"                                                                                          |            | "image//png", size 8 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image//png, 8B).]"                                                                                          |            | "image//png", size 8 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (image//png, 8B).]","mentions":["image//png"],"bytes":8}] |            |                        |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image//png, 8B).]"                                                                                          |            | "image//png", size 8 B |
      | render             | refused                 |                                                                                                                                                                     |            |                        |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/slash/token-m36-ss" |

  @must @marker @label @surrogate @unicode
  Scenario: bad-mime/label-cut-surrogate-pair: A media type whose 119th and 120th UTF-16 units are a surrogate pair is cut between them: the high half left alone becomes U+FFFD before the ellipsis
    Given the case "bad-mime/label-cut-surrogate-pair"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/cut/token-m37-pair",
              "mimeType": "application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa😀bbb",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                                                                                                                                                    | media type | must mention                                                                                                                               |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "a" × 106 + "\\ufffd…, 8B).]"                                                                                                                                                                                                                                                                                           |            | "application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\\ufffd…", size 8 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "a" × 106 + "\\ufffd…, 8B).]"                                                                                                                                                                                                                                                                                           |            | "application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\\ufffd…", size 8 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa�…, 8B).]","mentions":["application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa�…"],"bytes":8}] |            |                                                                                                                                            |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "a" × 106 + "\\ufffd…, 8B).]"                                                                                                                                                                                                                                                                                           |            | "application/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\\ufffd…", size 8 B |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/cut/token-m37-pair" |

  @must @marker @label @surrogate @control
  Scenario: bad-mime/label-rejoined-pair: A surrogate pair split by a control joins again once the control is removed: "text/\ud83d\u0001\ude00" labels as text/😀
    Given the case "bad-mime/label-rejoined-pair"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/rejoin/token-m38-pair",
              "mimeType": "text/\ud83d\u0001\ude00",
              "blob": "AAAA"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                | media type | must mention       |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (text/😀, 3B).]"                                                                                      |            | "text/😀", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (text/😀, 3B).]"                                                                                      |            | "text/😀", size 3 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (text/😀, 3B).]","mentions":["text/😀"],"bytes":3}] |            |                    |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (text/😀, 3B).]"                                                                                      |            | "text/😀", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (text/😀, 3B).]"                                                                                      |            | "text/😀", size 3 B |
    And no lane shows any of:
      | hidden                               |
      | "memo://files/rejoin/token-m38-pair" |

  @must @marker @label @mime
  Scenario: bad-mime/label-keeps-parameters: The label is the media type as sent, parameters and all: a text/csv blob with a charset names "text/csv; charset=utf-8"
    Given the case "bad-mime/label-keeps-parameters"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/params/token-m39-csv",
              "mimeType": "text/csv; charset=utf-8",
              "blob": "YSxiCjEsMgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                  | media type | must mention                        |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (text/csv; charset=utf-8, 8B).]"                                                                                                       |            | "text/csv; charset=utf-8", size 8 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (text/csv; charset=utf-8, 8B).]"                                                                                                       |            | "text/csv; charset=utf-8", size 8 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (text/csv; charset=utf-8, 8B).]","mentions":["text/csv; charset=utf-8"],"bytes":8}] |            |                                     |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (text/csv; charset=utf-8, 8B).]"                                                                                                       |            | "text/csv; charset=utf-8", size 8 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (text/csv; charset=utf-8, 8B).]"                                                                                                       |            | "text/csv; charset=utf-8", size 8 B |
    And no lane shows any of:
      | hidden                              |
      | "memo://files/params/token-m39-csv" |

  @must @text @non-string
  Scenario: bad-mime/blob-number-beside-text: A blob that is a number counts as absent: a resource with a string text and blob 42 shows its text
    Given the case "bad-mime/blob-number-beside-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/nstr/token-t20-num",
              "mimeType": "text/plain",
              "text": "kept text 20",
              "blob": 42
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data   | media type | must mention |
      | tool-result/live   | text  | "kept text 20" |            |              |
      | tool-result/stored | text  | "kept text 20" |            |              |
      | push               | text  | "kept text 20" |            |              |
      | render             | shown |                |            |              |
      | render             | text  | "kept text 20" |            |              |
    And no lane shows any of:
      | hidden                            |
      | "memo://notes/nstr/token-t20-num" |

  @must @text @non-string
  Scenario: bad-mime/blob-null-beside-text: A blob of null counts as absent: a resource with a string text and blob null shows its text
    Given the case "bad-mime/blob-null-beside-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/nstr/token-t21-null",
              "text": "kept text 21",
              "blob": null
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                            | media type | must mention |
      | tool-result/live   | text  | "kept text 21"                          |            |              |
      | tool-result/stored | text  | "kept text 21"                          |            |              |
      | script             | view  | [{"type":"text","text":"kept text 21"}] |            |              |
      | push               | text  | "kept text 21"                          |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://notes/nstr/token-t21-null" |

  @must @bad-mime @inline
  Scenario: bad-mime/inline-image-wrong-type: An inline image block of type application/pdf shows the unsupported-type marker, not an image
    Given the case "bad-mime/inline-image-wrong-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "application/pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                    | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | script             | view                    | [{"type":"image","data":"QUJD","mimeType":"application/pdf"}]                   |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]" |            | "application/pdf", size 3 B |
      | render             | refused                 |                                                                                 |            |                             |

  @must @bad-mime @inline
  Scenario: bad-mime/inline-audio-wrong-type: An inline audio block of type image/png shows the unsupported-type marker, not audio
    Given the case "bad-mime/inline-audio-wrong-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "QUJD",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                              | media type | must mention          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | script             | view                    | [{"type":"audio","data":"QUJD","mimeType":"image/png"}]                   |            |                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]" |            | "image/png", size 3 B |
      | render             | refused                 |                                                                           |            |                       |

  @must @bad-mime @inline
  Scenario: bad-mime/inline-image-upper-case: An inline image of type IMAGE/PNG passes the image test, ASCII case aside: it shows natively
    Given the case "bad-mime/inline-image-upper-case"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "IMAGE/PNG"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type  | must mention          |
      | tool-result/live   | image               | "QUJD"                                                          | "IMAGE/PNG" |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                        |             | "image/png", size 3 B |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"IMAGE/PNG"}]         |             |                       |
      | push               | image               | "QUJD"                                                          | "IMAGE/PNG" |                       |
      | channel            | image               | "QUJD"                                                          | "IMAGE/PNG" |                       |
      | injection/user     | image               | "QUJD"                                                          | "IMAGE/PNG" |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]" |             | "image"               |
      | render             | shown               |                                                                 |             |                       |
      | render             | image               | "QUJD"                                                          | "IMAGE/PNG" |                       |

  @must @bad-mime @inline
  Scenario: bad-mime/inline-image-bare-type: An inline image of type image (no subtype) shows the unsupported-type marker
    Given the case "bad-mime/inline-image-bare-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                          | media type | must mention      |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | script             | view                    | [{"type":"image","data":"QUJD","mimeType":"image"}]                   |            |                   |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (image, 3B).]" |            | "image", size 3 B |
      | render             | refused                 |                                                                       |            |                   |

  @must @marker @size
  Scenario: bad-mime/size-padding-before-whitespace: A blob whose "=" is followed by a newline has no trailing "=": "QUI=\n" is L=5, p=0, so floor(15/4) = 3 bytes
    Given the case "bad-mime/size-padding-before-whitespace"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/pad/token-r4a-ws",
              "mimeType": "application/pdf",
              "blob": "QUI=\n"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                  | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 3B).]","mentions":["application/pdf"],"bytes":3}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                               |            | "application/pdf", size 3 B |
      | render             | refused                 |                                                                                                                                                                               |            |                             |
    And no lane shows any of:
      | hidden                          |
      | "memo://files/pad/token-r4a-ws" |

  @must @marker @size
  Scenario: bad-mime/size-padding-at-the-end: Twin of size-padding-before-whitespace: "QUI=" ends in "=", so p=1 and it is floor(12/4) - 1 = 2 bytes
    Given the case "bad-mime/size-padding-at-the-end"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/pad/token-r4a-end",
              "mimeType": "application/pdf",
              "blob": "QUI="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                  | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 2B).]","mentions":["application/pdf"],"bytes":2}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 2B).]"                                                                                               |            | "application/pdf", size 2 B |
      | render             | refused                 |                                                                                                                                                                               |            |                             |
    And no lane shows any of:
      | hidden                           |
      | "memo://files/pad/token-r4a-end" |

  @must @marker @size
  Scenario: bad-mime/size-counts-whitespace-inside: A blob's length L counts every character as sent, whitespace inside included: "QUJD\r\nQUJD" is L=10, floor(30/4) = 7 bytes, not the 6 its base64 letters make
    Given the case "bad-mime/size-counts-whitespace-inside"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/len/token-r4a-crlf",
              "mimeType": "application/pdf",
              "blob": "QUJD\r\nQUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                  | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 7B).]","mentions":["application/pdf"],"bytes":7}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | render             | refused                 |                                                                                                                                                                               |            |                             |
    And no lane shows any of:
      | hidden                            |
      | "memo://files/len/token-r4a-crlf" |

  @must @marker @size @unicode
  Scenario: bad-mime/size-counts-utf16-units: A blob's length L is in UTF-16 units, any character counted: "QUJD😀QUJD" is L=10 (the emoji is two units), so 7 bytes, not 6 (letters only or code points) nor 9 (UTF-8 bytes)
    Given the case "bad-mime/size-counts-utf16-units"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/len/token-r4a-emoji",
              "mimeType": "application/pdf",
              "blob": "QUJD😀QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                  | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 7B).]","mentions":["application/pdf"],"bytes":7}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 7B).]"                                                                                               |            | "application/pdf", size 7 B |
      | render             | refused                 |                                                                                                                                                                               |            |                             |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/len/token-r4a-emoji" |

  @must @marker @size
  Scenario: bad-mime/size-base64-letters-only: Twin of size-counts-whitespace-inside and size-counts-utf16-units: "QUJDQUJD" is L=8, 6 bytes
    Given the case "bad-mime/size-base64-letters-only"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/len/token-r4a-plain",
              "mimeType": "application/pdf",
              "blob": "QUJDQUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                  | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 6B).]","mentions":["application/pdf"],"bytes":6}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 6B).]"                                                                                               |            | "application/pdf", size 6 B |
      | render             | refused                 |                                                                                                                                                                               |            |                             |
    And no lane shows any of:
      | hidden                             |
      | "memo://files/len/token-r4a-plain" |

  @must @mime @marker @bidi
  Scenario: bad-mime/lrm-before-image-type: A left-to-right mark before "image/png" fails the image test (^image/), so the unsupported-type marker shows, its label without the mark: image/png
    Given the case "bad-mime/lrm-before-image-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/lrm/token-r4b-lrm",
              "mimeType": "\u200eimage/png",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                      | media type | must mention          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (image/png, 3B).]","mentions":["image/png"],"bytes":3}] |            |                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 3B).]"                                                                                         |            | "image/png", size 3 B |
      | render             | refused                 |                                                                                                                                                                   |            |                       |
    And no lane shows any of:
      | hidden                           |
      | "memo://files/lrm/token-r4b-lrm" |

  @must @mime @marker @inline
  Scenario: bad-mime/nbsp-before-inline-image-type: An inline image whose media type starts with a no-break space is not of its kind: the unsupported-type marker, naming the type with its no-break space (a label keeps it)
    Given the case "bad-mime/nbsp-before-inline-image-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "\u00a0image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                     | media type | must mention                 |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | script             | view                    | [{"type":"image","data":"QUJD","mimeType":" image/png"}]                         |            |                              |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (\\u00a0image/png, 3B).]" |            | "\\u00a0image/png", size 3 B |
      | render             | refused                 |                                                                                  |            |                              |

  @must @unreadable @marker @empty
  Scenario: bad-mime/text-and-blob-both-empty: A resource whose text and blob are both "" holds both as strings: the unreadable marker, not its empty text and not an empty image
    Given the case "bad-mime/text-and-blob-both-empty"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://files/both/token-r4c-empty",
              "mimeType": "image/png",
              "text": "",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows             | text or data                                                                                                                      | media type | must mention |
      | tool-result/live   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | tool-result/stored | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | script             | view              | [{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}] |            |              |
      | push               | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | channel            | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | injection/user     | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | injection/system   | marker unreadable | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                |            |              |
      | render             | refused           |                                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://files/both/token-r4c-empty" |

  @must @bad-mime @inline @empty
  Scenario: bad-mime/inline-audio-empty-data-image-type: Revision 4: the media type is tested first. Inline audio with data "" and type image/png shows the unsupported-type marker naming image/png, 0B, not [Audio: no data]
    Given the case "bad-mime/inline-audio-empty-data-image-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "",
            "mimeType": "image/png"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                              | media type | must mention          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | script             | view                    | [{"type":"audio","data":"","mimeType":"image/png"}]                       |            |                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (image/png, 0B).]" |            | "image/png", size 0 B |
      | render             | refused                 |                                                                           |            |                       |

  @must @bad-mime @inline @empty
  Scenario: bad-mime/inline-image-empty-data-audio-type: Revision 4: the media type is tested first. An inline image with data "" and type audio/wav shows the unsupported-type marker naming audio/wav, 0B, not [Image: no data]
    Given the case "bad-mime/inline-image-empty-data-audio-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "",
            "mimeType": "audio/wav"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                              | media type | must mention          |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | script             | view                    | [{"type":"image","data":"","mimeType":"audio/wav"}]                       |            |                       |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | render             | refused                 |                                                                           |            |                       |

  @must @bad-mime @no-media-type
  Scenario: bad-mime/no-media-type-uri-names-png: A blob with no media type shows the no-media-type marker, though its uri ends in .png: the type is never guessed
    Given the case "bad-mime/no-media-type-uri-names-png"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "file:///reports/chart-4412.png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                                                     | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | script             | view                 | [{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | channel            | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | injection/user     | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | injection/system   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                                                   |            |              |
      | render             | refused              |                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                           |
      | "file:///reports/chart-4412.png" |

  @must @bad-mime @label
  Scenario: bad-mime/label-keeps-soft-hyphen: A soft hyphen (Cf, but neither a control nor a bidi mark) stays in the unsupported-type marker's label
    Given the case "bad-mime/label-keeps-soft-hyphen"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://bin/shy-3391",
              "mimeType": "application/x­pdf",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                      | media type | must mention                        |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/x­pdf, 3B).]","mentions":["application/x­pdf"],"bytes":3}] |            |                                     |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x\\u00adpdf, 3B).]"                                                                                           |            | "application/x\\u00adpdf", size 3 B |
      | render             | refused                 |                                                                                                                                                                                   |            |                                     |
    And no lane shows any of:
      | hidden                |
      | "memo://bin/shy-3391" |

  @must @bad-mime @label @controls
  Scenario: bad-mime/label-bound-after-removal: Ten controls removed leave a 115-unit type, which the 120-unit bound keeps whole: removal comes before the bound
    Given the case "bad-mime/label-bound-after-removal"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://bin/bound-3392",
              "mimeType": "\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001\u0001application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
              "blob": "QUJD"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                                                                                                                                          | media type | must mention                                                                                                                    |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx, 3B).]","mentions":["application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],"bytes":3}] |            |                                                                                                                                 |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/" + "x" × 103 + ", 3B).]"                                                                                                                                                                                                                                                                                         |            | "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", size 3 B |
      | render             | refused                 |                                                                                                                                                                                                                                                                                                                                                                                       |            |                                                                                                                                 |
    And no lane shows any of:
      | hidden                  |
      | "memo://bin/bound-3392" |

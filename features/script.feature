# Generated from vectors/script.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-script
Feature: Script: a script reading a tool result gets the block an embedded resource's contents make
  A script's view of a tool result is the same structure with every embedded
  resource replaced by the block its contents make: text as a text block, an
  image or audio blob as that inline block (an empty blob included), and a
  withheld or unshowable one as a text block holding its marker. It never
  holds the uri or the resource record, and viewing a view again gives the
  same view.

  @must @script @text
  Scenario: script/text: A script gets an embedded text as a text block
    Given the case "script/text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/notes-token-2201",
              "mimeType": "text/markdown",
              "text": "script-readable notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                     | media type | must mention |
      | script | view  | [{"type":"text","text":"script-readable notes"}] |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://script/notes-token-2201" |

  @must @script @image
  Scenario: script/image: A script gets an embedded image as an image block carrying its data inline, the media type as sent
    Given the case "script/image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/shot-token-2202",
              "mimeType": "Image/PNG",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                    | media type | must mention |
      | script | view  | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"Image/PNG"}] |            |              |
    And no lane shows any of:
      | hidden                          |
      | "memo://script/shot-token-2202" |

  @must @script @image @empty
  Scenario: script/empty-image: A script gets an embedded image with an empty blob as an image block with data "", not the no-data marker
    Given the case "script/empty-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/empty-shot-token-2203",
              "mimeType": "image/png",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                        | media type | must mention |
      | script | view  | [{"type":"image","data":"","mimeType":"image/png"}] |            |              |
    And no lane shows any of:
      | hidden                                |
      | "memo://script/empty-shot-token-2203" |

  @must @script @audio
  Scenario: script/audio: A script gets embedded audio as audio blocks, an empty blob included
    Given the case "script/audio"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/voice-token-2204",
              "mimeType": "audio/wav",
              "blob": "UklGRiQAAABXQVZF"
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/silence-token-2205",
              "mimeType": "audio/mpeg",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                           | media type | must mention |
      | script | view  | [{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"},{"type":"audio","data":"","mimeType":"audio/mpeg"}] |            |              |
    And no lane shows any of:
      | hidden                             |
      | "memo://script/voice-token-2204"   |
      | "memo://script/silence-token-2205" |

  @must @security @script @marker @withheld
  Scenario: script/markers: A script gets a withheld, an unshowable and an unreadable embedded resource each as a text block holding its marker
    Given the case "script/markers"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/held-token-2206",
              "text": "held body 2206"
            },
            "disposition": "never"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/script.pdf?sig=SECRET-2207",
              "mimeType": "application/pdf",
              "blob": {
                "$repeat": "AAAA",
                "count": 1024
              }
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/both-token-2208",
              "mimeType": "text/plain",
              "text": "both",
              "blob": "Ym90aA=="
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/nomime-token-2209",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            | media type | must mention |
      | script | view  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072},{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"},{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"}] |            |              |
    And no lane shows any of:
      | hidden                                             |
      | "memo://script/held-token-2206"                    |
      | "held body 2206"                                   |
      | "https://files.example/script.pdf?sig=SECRET-2207" |
      | "memo://script/both-token-2208"                    |
      | "memo://script/nomime-token-2209"                  |

  @must @security @script @depth
  Scenario: script/at-depth: At any depth a script gets the block each embedded resource's contents make, and the data around them as it came
    Given the case "script/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "notes": {
            "type": "resource",
            "resource": {
              "uri": "memo://script/deep-token-2210",
              "text": "deep notes 2210"
            }
          },
          "pics": [
            {
              "type": "resource",
              "resource": {
                "uri": "memo://script/deep-token-2211",
                "mimeType": "image/jpeg",
                "blob": "iVBORw0KGgo="
              }
            },
            {
              "type": "resource",
              "resource": {
                "uri": "memo://script/deep-token-2212",
                "mimeType": "image/png",
                "blob": ""
              }
            }
          ],
          "more": {
            "voice": {
              "type": "resource",
              "resource": {
                "uri": "memo://script/deep-token-2216",
                "mimeType": "audio/wav",
                "blob": "UklGRiQAAABXQVZF"
              }
            },
            "held": {
              "type": "resource",
              "resource": {
                "uri": "memo://script/deep-token-2213",
                "text": "deep held body 2213",
                "disposition": "ref"
              }
            },
            "files": [
              {
                "type": "resource",
                "resource": {
                  "uri": "https://files.example/deep.pdf?sig=SECRET-2215",
                  "mimeType": "application/pdf",
                  "blob": {
                    "$repeat": "AAAA",
                    "count": 1024
                  }
                }
              },
              {
                "type": "resource",
                "resource": {
                  "uri": "memo://script/deep-token-2214"
                }
              }
            ]
          },
          "n": 7
        }
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  | media type | must mention |
      | script | view  | {"notes":{"type":"text","text":"deep notes 2210"},"pics":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/jpeg"},{"type":"image","data":"","mimeType":"image/png"}],"more":{"voice":{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"},"held":{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"files":[{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]","mentions":["application/pdf"],"bytes":3072},{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}]},"n":7} |            |              |
    And no lane shows any of:
      | hidden                                           |
      | "memo://script/deep-token-2210"                  |
      | "memo://script/deep-token-2211"                  |
      | "memo://script/deep-token-2212"                  |
      | "memo://script/deep-token-2213"                  |
      | "memo://script/deep-token-2214"                  |
      | "https://files.example/deep.pdf?sig=SECRET-2215" |
      | "memo://script/deep-token-2216"                  |
      | "deep held body 2213"                            |

  @must @script @idempotent @depth
  Scenario: script/idempotent-data: Viewing a view again gives the same view: the at-depth case's view, given as data, comes back unchanged
    Given the case "script/idempotent-data"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "notes": {
            "type": "text",
            "text": "deep notes 2210"
          },
          "pics": [
            {
              "type": "image",
              "data": "iVBORw0KGgo=",
              "mimeType": "image/jpeg"
            },
            {
              "type": "image",
              "data": "",
              "mimeType": "image/png"
            }
          ],
          "more": {
            "voice": {
              "type": "audio",
              "data": "UklGRiQAAABXQVZF",
              "mimeType": "audio/wav"
            },
            "held": {
              "type": "text",
              "text": "[inline content withheld: nonconformant bulk disposition on inline data]"
            },
            "files": [
              {
                "type": "text",
                "text": "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"
              },
              {
                "type": "text",
                "text": "[Resource not shown: its contents arrived as neither text nor data, or as both.]"
              }
            ]
          },
          "n": 7
        }
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                | media type | must mention |
      | script | view  | {"notes":{"type":"text","text":"deep notes 2210"},"pics":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/jpeg"},{"type":"image","data":"","mimeType":"image/png"}],"more":{"voice":{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"},"held":{"type":"text","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"files":[{"type":"text","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"},{"type":"text","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}]},"n":7} |            |              |

  @must @script @idempotent
  Scenario: script/idempotent-content: Viewing a view again gives the same view: the blocks the top-level cases' views hold come back unchanged
    Given the case "script/idempotent-content"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "script-readable notes"
          },
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "Image/PNG"
          },
          {
            "type": "image",
            "data": "",
            "mimeType": "image/png"
          },
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav"
          },
          {
            "type": "audio",
            "data": "",
            "mimeType": "audio/mpeg"
          },
          {
            "type": "text",
            "text": "[inline content withheld: nonconformant bulk disposition on inline data]"
          },
          {
            "type": "text",
            "text": "[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"
          },
          {
            "type": "text",
            "text": "[Resource not shown: its contents arrived as neither text nor data, or as both.]"
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               | media type | must mention |
      | script | view  | [{"type":"text","text":"script-readable notes"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"Image/PNG"},{"type":"image","data":"","mimeType":"image/png"},{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"},{"type":"audio","data":"","mimeType":"audio/mpeg"},{"type":"text","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"[Resource not shown: this host can't display its data (application/pdf, ~3KB).]"},{"type":"text","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"}] |            |              |

  @must @script @inline
  Scenario: script/inline-keeps-members: A script gets inline image and audio blocks as they came, every other member kept (annotations, _meta), and text blocks likewise
    Given the case "script/inline-keeps-members"
    When the host is given this input on each lane:
      """json
      {
        "data": [
          {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "image/png",
            "annotations": {
              "audience": [
                "user"
              ],
              "priority": 0.5
            }
          },
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav",
            "_meta": {
              "duration": 2
            }
          },
          {
            "type": "text",
            "text": "caption",
            "annotations": {
              "lastModified": "2025-01-01T00:00:00Z"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                                                                                                                                                                       | media type | must mention |
      | script | view  | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png","annotations":{"audience":["user"],"priority":0.5}},{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav","_meta":{"duration":2}},{"type":"text","text":"caption","annotations":{"lastModified":"2025-01-01T00:00:00Z"}}] |            |              |

  @must @script @inline @depth
  Scenario: script/inline-at-depth-keeps-members: At depth too a script gets an inline image block as it came, with its other members, beside an embedded image made into its block
    Given the case "script/inline-at-depth-keeps-members"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "a": {
            "type": "image",
            "data": "iVBORw0KGgo=",
            "mimeType": "IMAGE/PNG",
            "name": "chart.png"
          },
          "b": {
            "type": "resource",
            "resource": {
              "uri": "memo://script/inline/token-s20-emb",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgo="
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane   | shows | text or data                                                                                                                                             | media type | must mention |
      | script | view  | {"a":{"type":"image","data":"iVBORw0KGgo=","mimeType":"IMAGE/PNG","name":"chart.png"},"b":{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}} |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://script/inline/token-s20-emb" |

  @must @security @script @reference
  Scenario: script/reference-stub: A script gets an MCPL reference whose uri the host can fetch as a text block holding its stub, never its uri or record
    Given the case "script/reference-stub"
    When the host is given this input on each lane:
      """json
      {
        "data": [
          {
            "type": "resource",
            "uri": "https://files.example/s21.bin?token=SECRET-S21-TOKEN"
          },
          {
            "type": "text",
            "text": "see above"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                              | media type | must mention |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                       |            |              |
      | tool-result/stored | text                  | "see above"                                                                                               |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","text":"see above"}] |            |              |
    And no lane shows any of:
      | hidden                                                 |
      | "https://files.example/s21.bin?token=SECRET-S21-TOKEN" |

  @must @security @script @reference @depth @no-link
  Scenario: script/reference-at-depth: At depth a script gets an MCPL reference as a text block holding its line or stub, and a resource with no link as the no-link line
    Given the case "script/reference-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "refs": [
            {
              "type": "resource",
              "uri": "memo://script/ref-s22-line"
            },
            {
              "type": "resource",
              "uri": "https://files.example/s22.pdf?sig=SECRET-S22-SIG"
            },
            {
              "type": "resource",
              "resource": []
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                                                                             | media type | must mention |
      | tool-result/stored | json  | {"refs":[{"$marker":"reference-line","text":"[Reference: memo://script/ref-s22-line]"},{"$marker":"reference-stub","text":"[Reference ref_2]"},{"$marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}]}                                        |            |              |
      | script             | view  | {"refs":[{"type":"text","marker":"reference-line","text":"[Reference: memo://script/ref-s22-line]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}]} |            |              |
    And no lane shows any of:
      | hidden                                             |
      | "https://files.example/s22.pdf?sig=SECRET-S22-SIG" |

  @must @script @marker
  Scenario: script/markers-as-text-blocks: A script gets every other marker as a text block: no media type, unreadable, unsupported type and no link, each in its place
    Given the case "script/markers-as-text-blocks"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/mk/token-s23-a",
              "blob": "AAAA"
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/mk/token-s23-b"
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://script/mk/token-s23-c",
              "mimeType": "font/woff2",
              "blob": "AAAAAAAA"
            }
          },
          {
            "type": "resource",
            "uri": 42
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                     | media type | must mention           |
      | tool-result/stored | marker no-media-type    | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                   |            |                        |
      | tool-result/stored | marker unreadable       | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                                                                                                                                                                                                                                                                                                                                                                                               |            |                        |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (font/woff2, 6B).]"                                                                                                                                                                                                                                                                                                                                                                                                                                       |            | "font/woff2", size 6 B |
      | tool-result/stored | marker no-link          | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                              |            |                        |
      | script             | view                    | [{"type":"text","marker":"no-media-type","text":"[Resource not shown: its data arrived without a media type.]"},{"type":"text","marker":"unreadable","text":"[Resource not shown: its contents arrived as neither text nor data, or as both.]"},{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (font/woff2, 6B).]","mentions":["font/woff2"],"bytes":6},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"}] |            |                        |
      | injection/system   | marker no-media-type    | "[Resource not shown: its data arrived without a media type.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                   |            |                        |
      | injection/system   | marker unreadable       | "[Resource not shown: its contents arrived as neither text nor data, or as both.]"                                                                                                                                                                                                                                                                                                                                                                                                                               |            |                        |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (font/woff2, 6B).]"                                                                                                                                                                                                                                                                                                                                                                                                                                       |            | "font/woff2", size 6 B |
      | injection/system   | marker no-link          | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                              |            |                        |
    And no lane shows any of:
      | hidden                         |
      | "memo://script/mk/token-s23-a" |
      | "memo://script/mk/token-s23-b" |
      | "memo://script/mk/token-s23-c" |

  @must @security @script @claims
  Scenario: script/claimed-object-in-content: In the script view a claiming block of a content array is the withheld marker string
    Given the case "script/claimed-object-in-content"
    When the host is given this input on each lane:
      """json
      {
        "data": [
          {
            "type": "resource_link",
            "uri": "https://h.example/l?sig=LINK-R3-21",
            "name": "l",
            "disposition": "never"
          },
          {
            "type": "text",
            "text": "t"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                          | media type | must mention    |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                      |            | "resource_link" |
      | tool-result/live   | text                     | "t"                                                                                                                                   |            |                 |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                      |            | "resource_link" |
      | tool-result/stored | text                     | "t"                                                                                                                                   |            |                 |
      | script             | view                     | [{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"t"}] |            |                 |
    And no lane shows any of:
      | hidden                               |
      | "https://h.example/l?sig=LINK-R3-21" |

  @must @security @script @claims @depth
  Scenario: script/claimed-object-at-depth: In the script view a claiming object deep in data is the withheld marker string
    Given the case "script/claimed-object-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "rows": [
            {
              "cells": [
                {
                  "link": {
                    "uri": "https://h.example/c?sig=CELL-R3-22",
                    "disposition": "never"
                  }
                }
              ]
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                             | media type | must mention |
      | tool-result/live   | json  | {"rows":[{"cells":[{"link":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}]}]} |            |              |
      | tool-result/stored | json  | {"rows":[{"cells":[{"link":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}]}]} |            |              |
      | script             | view  | {"rows":[{"cells":[{"link":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}]}]} |            |              |
    And no lane shows any of:
      | hidden                               |
      | "https://h.example/c?sig=CELL-R3-22" |

  @must @script @inline @bad-mime
  Scenario: script/inline-wrong-type-kept: A script gets an inline image of the wrong type as it came: it carries no uri
    Given the case "script/inline-wrong-type-kept"
    When the host is given this input on each lane:
      """json
      {
        "data": [
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

  @must @script @strings @text
  Scenario: script/strings-stay-strings: A text block whose text is an embedded resource's uri shows that text as it came, on every lane
    Given the case "script/strings-stay-strings"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "memo://vault/notes/tok-5521"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/notes/tok-5521",
              "text": "the notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                              | media type | must mention |
      | tool-result/live   | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | tool-result/live   | text  | "the notes"                                                                               |            |              |
      | tool-result/stored | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | tool-result/stored | text  | "the notes"                                                                               |            |              |
      | script             | view  | [{"type":"text","text":"memo://vault/notes/tok-5521"},{"type":"text","text":"the notes"}] |            |              |
      | push               | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | push               | text  | "the notes"                                                                               |            |              |
      | channel            | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | channel            | text  | "the notes"                                                                               |            |              |
      | injection/user     | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | injection/user     | text  | "the notes"                                                                               |            |              |
      | injection/system   | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | injection/system   | text  | "the notes"                                                                               |            |              |
      | render             | shown |                                                                                           |            |              |
      | render             | text  | "memo://vault/notes/tok-5521"                                                             |            |              |
      | render             | text  | "the notes"                                                                               |            |              |

  @must @security @script @hidden-uri @resource-link
  Scenario: script/hidden-uri-resource-link: A resource_link naming an embedded resource's uri is a text block holding the withheld marker in a script's view
    Given the case "script/hidden-uri-resource-link"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource_link",
            "uri": "memo://vault/p1/tok-6612",
            "name": "notes.txt"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/p1/tok-6612",
              "mimeType": "text/plain",
              "text": "the notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                               | media type | must mention    |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | tool-result/live   | text                     | "the notes"                                                                                                                                                |            |                 |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | tool-result/stored | text                     | "the notes"                                                                                                                                                |            |                 |
      | script             | view                     | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"the notes"}] |            |                 |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | push               | text                     | "the notes"                                                                                                                                                |            |                 |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | channel            | text                     | "the notes"                                                                                                                                                |            |                 |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | injection/user     | text                     | "the notes"                                                                                                                                                |            |                 |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                                                           |            | "resource_link" |
      | injection/system   | text                     | "the notes"                                                                                                                                                |            |                 |
      | render             | refused                  |                                                                                                                                                            |            |                 |
    And no lane shows any of:
      | hidden                     |
      | "memo://vault/p1/tok-6612" |

  @must @script @hidden-uri @resource-link @control
  Scenario: script/hidden-uri-resource-link-other: Twin: a resource_link to another uri beside an embedded resource stays as it came in a script's view
    Given the case "script/hidden-uri-resource-link-other"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource_link",
            "uri": "memo://vault/p1/public-6612",
            "name": "notes.txt"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/p1/tok-6612",
              "mimeType": "text/plain",
              "text": "the notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                         | media type | must mention    |
      | tool-result/live   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | tool-result/live   | text                     | "the notes"                                                                                                          |            |                 |
      | tool-result/stored | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | tool-result/stored | text                     | "the notes"                                                                                                          |            |                 |
      | script             | view                     | [{"type":"resource_link","uri":"memo://vault/p1/public-6612","name":"notes.txt"},{"type":"text","text":"the notes"}] |            |                 |
      | push               | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | push               | text                     | "the notes"                                                                                                          |            |                 |
      | channel            | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | channel            | text                     | "the notes"                                                                                                          |            |                 |
      | injection/user     | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | injection/user     | text                     | "the notes"                                                                                                          |            |                 |
      | injection/system   | marker unsupported-block | "[Block not shown: this host can't display it (resource_link).]"                                                     |            | "resource_link" |
      | injection/system   | text                     | "the notes"                                                                                                          |            |                 |
      | render             | refused                  |                                                                                                                      |            |                 |
    And no lane shows any of:
      | hidden                     |
      | "memo://vault/p1/tok-6612" |

  @must @security @script @hidden-uri @text
  Scenario: script/hidden-uri-text-block: A text block carrying an embedded resource's uri in a uri member shows its text on the content lanes and is withheld in a script's view
    Given the case "script/hidden-uri-text-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see the notes",
            "uri": "memo://vault/p1/tok-6612"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/p1/tok-6612",
              "text": "the notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                               | media type | must mention |
      | tool-result/live   | text  | "see the notes"                                                                                                                                            |            |              |
      | tool-result/live   | text  | "the notes"                                                                                                                                                |            |              |
      | tool-result/stored | text  | "see the notes"                                                                                                                                            |            |              |
      | tool-result/stored | text  | "the notes"                                                                                                                                                |            |              |
      | script             | view  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"the notes"}] |            |              |
      | push               | text  | "see the notes"                                                                                                                                            |            |              |
      | push               | text  | "the notes"                                                                                                                                                |            |              |
      | channel            | text  | "see the notes"                                                                                                                                            |            |              |
      | channel            | text  | "the notes"                                                                                                                                                |            |              |
      | injection/user     | text  | "see the notes"                                                                                                                                            |            |              |
      | injection/user     | text  | "the notes"                                                                                                                                                |            |              |
      | injection/system   | text  | "see the notes"                                                                                                                                            |            |              |
      | injection/system   | text  | "the notes"                                                                                                                                                |            |              |
      | render             | shown |                                                                                                                                                            |            |              |
      | render             | text  | "see the notes"                                                                                                                                            |            |              |
      | render             | text  | "the notes"                                                                                                                                                |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://vault/p1/tok-6612" |

  @must @security @script @hidden-uri @meta @image
  Scenario: script/hidden-uri-in-kept-block: A script's view keeps an inline image as it came but for an object inside it that carries a hidden uri
    Given the case "script/hidden-uri-in-kept-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "image/png",
            "_meta": {
              "source": {
                "uri": "memo://vault/p1/tok-6612",
                "page": 2
              }
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/p1/tok-6612",
              "text": "the notes"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                                                                                                                                                                           | media type  | must mention          |
      | tool-result/live   | image               | "QUJD"                                                                                                                                                                                                                 | "image/png" |                       |
      | tool-result/live   | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | tool-result/stored | marker stored-image | "[image: image/png, 3B]"                                                                                                                                                                                               |             | "image/png", size 3 B |
      | tool-result/stored | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | script             | view                | [{"type":"image","data":"QUJD","mimeType":"image/png","_meta":{"source":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}},{"type":"text","text":"the notes"}] |             |                       |
      | push               | image               | "QUJD"                                                                                                                                                                                                                 | "image/png" |                       |
      | push               | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | channel            | image               | "QUJD"                                                                                                                                                                                                                 | "image/png" |                       |
      | channel            | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | injection/user     | image               | "QUJD"                                                                                                                                                                                                                 | "image/png" |                       |
      | injection/user     | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | injection/system   | marker system-image | "[image block not shown: the system prompt carries text only.]"                                                                                                                                                        |             | "image"               |
      | injection/system   | text                | "the notes"                                                                                                                                                                                                            |             |                       |
      | render             | shown               |                                                                                                                                                                                                                        |             |                       |
      | render             | image               | "QUJD"                                                                                                                                                                                                                 | "image/png" |                       |
      | render             | text                | "the notes"                                                                                                                                                                                                            |             |                       |
    And no lane shows any of:
      | hidden                     |
      | "memo://vault/p1/tok-6612" |

  @must @security @script @meta @embedded
  Scenario: script/kept-block-hides-embedded: An embedded resource inside a text block's _meta is the block its contents make in a script's view, not itself
    Given the case "script/kept-block-hides-embedded"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "summary",
            "_meta": {
              "attached": {
                "type": "resource",
                "resource": {
                  "uri": "memo://vault/meta/tok-1178",
                  "text": "attached note"
                }
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                   | media type | must mention |
      | tool-result/live   | text  | "summary"                                                                                      |            |              |
      | tool-result/stored | text  | "summary"                                                                                      |            |              |
      | script             | view  | [{"type":"text","text":"summary","_meta":{"attached":{"type":"text","text":"attached note"}}}] |            |              |
      | push               | text  | "summary"                                                                                      |            |              |
      | channel            | text  | "summary"                                                                                      |            |              |
      | injection/user     | text  | "summary"                                                                                      |            |              |
      | injection/system   | text  | "summary"                                                                                      |            |              |
      | render             | shown |                                                                                                |            |              |
      | render             | text  | "summary"                                                                                      |            |              |
    And no lane shows any of:
      | hidden                       |
      | "memo://vault/meta/tok-1178" |

  @must @script @meta @control
  Scenario: script/kept-block-keeps-plain-meta: Twin: a text block's _meta that holds only plain data stays as it came in a script's view
    Given the case "script/kept-block-keeps-plain-meta"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "summary",
            "_meta": {
              "attached": {
                "note": "attached note",
                "pages": 2
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                               | media type | must mention |
      | tool-result/live   | text  | "summary"                                                                                  |            |              |
      | tool-result/stored | text  | "summary"                                                                                  |            |              |
      | script             | view  | [{"type":"text","text":"summary","_meta":{"attached":{"note":"attached note","pages":2}}}] |            |              |
      | push               | text  | "summary"                                                                                  |            |              |
      | channel            | text  | "summary"                                                                                  |            |              |
      | injection/user     | text  | "summary"                                                                                  |            |              |
      | injection/system   | text  | "summary"                                                                                  |            |              |
      | render             | shown |                                                                                            |            |              |
      | render             | text  | "summary"                                                                                  |            |              |

  @must @security @script @meta @claims @reference
  Scenario: script/kept-inline-of-wrong-type-hides-claim: An inline block of the wrong type is kept as it came, but for a claiming object inside it, whose claim hides a reference's uri
    Given the case "script/kept-inline-of-wrong-type-hides-claim"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "image",
            "data": "QUJD",
            "mimeType": "application/pdf",
            "_meta": {
              "src": {
                "uri": "memo://vault/src/tok-3390",
                "disposition": "never"
              }
            }
          },
          {
            "type": "resource",
            "uri": "memo://vault/src/tok-3390"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                                                                                                | media type | must mention                |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | tool-result/live   | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | tool-result/stored | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | script             | view                    | [{"type":"image","data":"QUJD","mimeType":"application/pdf","_meta":{"src":{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"}}},{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |                             |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | push               | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | channel            | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | injection/user     | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | injection/user     | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/pdf, 3B).]"                                                                                                                                                                             |            | "application/pdf", size 3 B |
      | injection/system   | marker reference-stub   | "[Reference ref_1]"                                                                                                                                                                                                                                         |            |                             |
      | render             | refused                 |                                                                                                                                                                                                                                                             |            |                             |
    And no lane shows any of:
      | hidden                      |
      | "memo://vault/src/tok-3390" |

  @must @security @script @hidden-uri @depth
  Scenario: script/hidden-uri-nested-content-array: In a content array nested in data, a resource_link naming an embedded resource's uri is a text block holding the withheld marker
    Given the case "script/hidden-uri-nested-content-array"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "files": [
            {
              "type": "resource_link",
              "uri": "memo://vault/p1/tok-6613",
              "name": "notes.txt"
            },
            {
              "type": "resource",
              "resource": {
                "uri": "memo://vault/p1/tok-6613",
                "text": "the notes"
              }
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                         | media type | must mention |
      | tool-result/live   | json  | {"files":[{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"the notes"]}                                     |            |              |
      | tool-result/stored | json  | {"files":[{"$marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},"the notes"]}                                     |            |              |
      | script             | view  | {"files":[{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","text":"the notes"}]} |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://vault/p1/tok-6613" |

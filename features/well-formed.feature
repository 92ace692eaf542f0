# Generated from vectors/well-formed.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-well-formed
Feature: Well-formed: every text a lane shows is well formed, lone surrogates replaced by U+FFFD
  A lone UTF-16 surrogate escape in an embedded resource's text or media type
  reaches no lane: the text, the marker's media-type label and the whole
  data's text hold U+FFFD in its place. A valid surrogate pair escape is the
  one character it encodes. Runners must pass these inputs as raw bytes.

  @must @surrogate @text
  Scenario: well-formed/lone-high: A lone high surrogate in an embedded text becomes U+FFFD on every lane that shows the text
    Given the case "well-formed/lone-high"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/text-token-4401",
              "text": "alpha\ud800omega"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                           | media type | must mention |
      | tool-result/live   | text  | "alpha\\ufffdomega"                    |            |              |
      | tool-result/stored | text  | "alpha\\ufffdomega"                    |            |              |
      | script             | view  | [{"type":"text","text":"alpha�omega"}] |            |              |
      | push               | text  | "alpha\\ufffdomega"                    |            |              |
      | channel            | text  | "alpha\\ufffdomega"                    |            |              |
      | injection/system   | text  | "alpha\\ufffdomega"                    |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://wf/text-token-4401" |

  @must @surrogate @text
  Scenario: well-formed/lone-low-and-unpaired-high: A lone low surrogate, and a high surrogate followed by a non-surrogate, each become U+FFFD
    Given the case "well-formed/lone-low-and-unpaired-high"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/text-token-4402",
              "text": "x\udfffy\ud83dz"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                     | media type | must mention |
      | tool-result/live   | text  | "x\\ufffdy\\ufffdz"              |            |              |
      | tool-result/stored | text  | "x\\ufffdy\\ufffdz"              |            |              |
      | script             | view  | [{"type":"text","text":"x�y�z"}] |            |              |
      | push               | text  | "x\\ufffdy\\ufffdz"              |            |              |
      | injection/user     | text  | "x\\ufffdy\\ufffdz"              |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://wf/text-token-4402" |

  @must @surrogate @marker @label
  Scenario: well-formed/media-type-label: A lone surrogate in an unsupported blob's media type is U+FFFD in the marker's label
    Given the case "well-formed/media-type-label"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://files.example/odd.bin?sig=SECRET-4403",
              "mimeType": "application/x-\ud800-doc",
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
      | lane               | shows                   | text or data                                                                                                                                                                               | media type | must mention                             |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                                |            | "application/x-\\ufffd-doc", size 3072 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                                |            | "application/x-\\ufffd-doc", size 3072 B |
      | script             | view                    | [{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/x-�-doc, ~3KB).]","mentions":["application/x-�-doc"],"bytes":3072}] |            |                                          |
      | push               | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                                |            | "application/x-\\ufffd-doc", size 3072 B |
      | channel            | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                                |            | "application/x-\\ufffd-doc", size 3072 B |
      | injection/system   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                                |            | "application/x-\\ufffd-doc", size 3072 B |
    And no lane shows any of:
      | hidden                                          |
      | "https://files.example/odd.bin?sig=SECRET-4403" |

  @must @surrogate @marker @whole-data
  Scenario: well-formed/media-type-whole-data: An unsupported blob with a lone surrogate in its media type, as the whole data, is a well-formed marker in both copies and the script's view
    Given the case "well-formed/media-type-whole-data"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "https://files.example/odd-whole.bin?sig=SECRET-4404",
            "mimeType": "application/x-\ud800-doc",
            "blob": {
              "$repeat": "AAAA",
              "count": 1024
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                   | text or data                                                                                                                                                                             | media type | must mention                             |
      | tool-result/live   | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                              |            | "application/x-\\ufffd-doc", size 3072 B |
      | tool-result/stored | marker unsupported-type | "[Resource not shown: this host can't display its data (application/x-\\ufffd-doc, ~3KB).]"                                                                                              |            | "application/x-\\ufffd-doc", size 3072 B |
      | script             | view                    | {"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/x-�-doc, ~3KB).]","mentions":["application/x-�-doc"],"bytes":3072} |            |                                          |
    And no lane shows any of:
      | hidden                                                |
      | "https://files.example/odd-whole.bin?sig=SECRET-4404" |

  @must @surrogate @whole-data
  Scenario: well-formed/whole-data-text: An embedded text with a lone surrogate, as the whole data, is well formed in both copies
    Given the case "well-formed/whole-data-text"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://wf/whole-token-4405",
            "text": "head\udffftail"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                       | media type | must mention |
      | tool-result/live   | text  | "head\\ufffdtail"                  |            |              |
      | tool-result/stored | text  | "head\\ufffdtail"                  |            |              |
      | script             | view  | {"type":"text","text":"head�tail"} |            |              |
    And no lane shows any of:
      | hidden                       |
      | "memo://wf/whole-token-4405" |

  @must @surrogate @depth
  Scenario: well-formed/at-depth: An embedded text with a lone surrogate at depth is U+FFFD in the stored JSON text and the script's view
    Given the case "well-formed/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "note": {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/deep-token-4406",
              "text": "a\udbffb"
            }
          },
          "k": 1
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                | media type | must mention |
      | tool-result/live   | json  | {"note":"a�b","k":1}                        |            |              |
      | tool-result/stored | json  | {"note":"a�b","k":1}                        |            |              |
      | script             | view  | {"note":{"type":"text","text":"a�b"},"k":1} |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://wf/deep-token-4406" |

  @must @surrogate @text @pair
  Scenario: well-formed/surrogate-pair: A valid surrogate pair escape in an embedded text is the one character it encodes
    Given the case "well-formed/surrogate-pair"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/pair-token-4407",
              "text": "smile 😀 ok"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                          | media type | must mention |
      | tool-result/live   | text  | "smile 😀 ok"                          |            |              |
      | tool-result/stored | text  | "smile 😀 ok"                          |            |              |
      | script             | view  | [{"type":"text","text":"smile 😀 ok"}] |            |              |
      | push               | text  | "smile 😀 ok"                          |            |              |
      | injection/system   | text  | "smile 😀 ok"                          |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://wf/pair-token-4407" |

  @must @surrogate @image
  Scenario: well-formed/image-media-type-lone-surrogate: A lone surrogate in an image media type: the image block carries it as U+FFFD, the stored placeholder too
    Given the case "well-formed/image-media-type-lone-surrogate"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/img/token-w20-lone",
              "mimeType": "image/x-\ud800",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows               | text or data                                                    | media type        | must mention                |
      | tool-result/live   | image               | "iVBORw0KGgo="                                                  | "image/x-\\ufffd" |                             |
      | tool-result/stored | marker stored-image | "[image: image/x-\\ufffd, 8B]"                                  |                   | "image/x-\\ufffd", size 8 B |
      | script             | view                | [{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/x-�"}] |                   |                             |
      | push               | image               | "iVBORw0KGgo="                                                  | "image/x-\\ufffd" |                             |
    And no lane shows any of:
      | hidden                         |
      | "memo://wf/img/token-w20-lone" |

  @must @surrogate @structured
  Scenario: well-formed/member-name-lone-surrogate: A lone surrogate in a member name of structured data is U+FFFD in the JSON text and in the script's view
    Given the case "well-formed/member-name-lone-surrogate"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "a\ud800b": {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/name/token-w21-name",
              "text": "named value"
            }
          },
          "c\udfffd": 1
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                         | media type | must mention |
      | tool-result/live   | json  | {"a�b":"named value","c�d":1}                        |            |              |
      | tool-result/stored | json  | {"a�b":"named value","c�d":1}                        |            |              |
      | script             | view  | {"a�b":{"type":"text","text":"named value"},"c�d":1} |            |              |
    And no lane shows any of:
      | hidden                          |
      | "memo://wf/name/token-w21-name" |

  @must @surrogate @audio @marker
  Scenario: well-formed/tool-result-audio-label: A lone surrogate in an audio media type is U+FFFD in the tool-result audio marker's label
    Given the case "well-formed/tool-result-audio-label"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://wf/audio/token-w22-lone",
              "mimeType": "audio/x-\udc00wav",
              "blob": "UklGRiQAAABXQVZF"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                        | media type           | must mention                    |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/x-\\ufffdwav, 12B).]" |                      | "audio/x-\\ufffdwav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/x-\\ufffdwav, 12B).]" |                      | "audio/x-\\ufffdwav", size 12 B |
      | push               | audio                    | "UklGRiQAAABXQVZF"                                                                                  | "audio/x-\\ufffdwav" |                                 |
    And no lane shows any of:
      | hidden                           |
      | "memo://wf/audio/token-w22-lone" |

  @must @surrogate @whole-data @audio
  Scenario: well-formed/whole-data-marker-label: A lone surrogate in the media type of audio that is the whole data is U+FFFD in the one text both copies show
    Given the case "well-formed/whole-data-marker-label"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "resource": {
            "uri": "memo://wf/whole/token-w23-lone",
            "mimeType": "audio/\udbffwav",
            "blob": "UklGRiQAAABXQVZF"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                      | media type | must mention                  |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/\\ufffdwav, 12B).]" |            | "audio/\\ufffdwav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/\\ufffdwav, 12B).]" |            | "audio/\\ufffdwav", size 12 B |
      | script             | view                     | {"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/�wav"}                                |            |                               |
      | guard              | kept                     | null                                                                                              |            |                               |
    And no lane shows any of:
      | hidden                           |
      | "memo://wf/whole/token-w23-lone" |

  @must @well-formed @duplicate-members @lone-surrogate
  Scenario: well-formed/lone-surrogate-names: Member names equal once well formed are one name: first place, last value
    Given the case "well-formed/lone-surrogate-names"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "lone\ud8dd": {},
          "lone\udef4": {},
          "lone\ud8dd": []
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data | media type | must mention |
      | tool-result/live   | json  | {"lone�":[]} |            |              |
      | tool-result/stored | json  | {"lone�":[]} |            |              |
      | script             | view  | {"lone�":[]} |            |              |

  @must @well-formed @duplicate-members @lone-surrogate
  Scenario: well-formed/surrogate-pair-name-apart: A name with a whole surrogate pair is another name than one with its high half alone
    Given the case "well-formed/surrogate-pair-name-apart"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "lone\ud8dd\udef4": 1,
          "lone\ud8dd": 2
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data          | media type | must mention |
      | tool-result/live   | json  | {"lone񇛴":1,"lone�":2} |            |              |
      | tool-result/stored | json  | {"lone񇛴":1,"lone�":2} |            |              |
      | script             | view  | {"lone񇛴":1,"lone�":2} |            |              |

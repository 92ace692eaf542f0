# Generated from vectors/audio.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-audio
Feature: Audio: an embedded audio blob shows as inline audio, and as a marker in tool results
  An embedded resource whose blob has a media type of the form audio/<subtype>
  shows as inline audio does: as an audio block on the push, channel and
  user-injection lanes and in a script's view, and as the tool-result audio
  marker (naming its media type and size) in both copies of a tool result,
  since tool results carry only text and images. The system position shows the
  system audio line; an empty blob shows a 0B marker in tool results and the
  no-data marker on the content lanes.

  @must @audio @all-lanes
  Scenario: audio/wav-blob: An embedded audio/wav blob is audio on the content lanes and a script, and the audio marker in a tool result
    Given the case "audio/wav-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://media.example/calls/rec-118.wav?X-Amz-Signature=SECRET-aud-1a2b",
              "mimeType": "audio/wav",
              "blob": "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                        | media type  | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]"                                          |             | "audio/wav", size 60 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]"                                          |             | "audio/wav", size 60 B |
      | script             | view                     | [{"type":"audio","data":"UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA","mimeType":"audio/wav"}] |             |                        |
      | push               | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "audio/wav" |                        |
      | channel            | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "audio/wav" |                        |
      | injection/user     | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "audio/wav" |                        |
      | injection/system   | marker system-audio      | "[audio block not shown: the system prompt carries text only.]"                                                                     |             | "audio"                |
      | render             | shown                    |                                                                                                                                     |             |                        |
      | render             | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "audio/wav" |                        |
    And no lane shows any of:
      | hidden                                                                    |
      | "https://media.example/calls/rec-118.wav?X-Amz-Signature=SECRET-aud-1a2b" |

  @must @audio @empty @all-lanes
  Scenario: audio/empty-blob: An empty audio blob is a 0B audio marker in a tool result, empty audio to a script, the no-data marker on push, and refused by render
    Given the case "audio/empty-blob"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "https://media.example/calls/empty.wav?sig=SECRET-aud-0000",
              "mimeType": "audio/wav",
              "blob": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                              | media type | must mention          |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | script             | view                     | [{"type":"audio","data":"","mimeType":"audio/wav"}]                                       |            |                       |
      | push               | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | channel            | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | injection/user     | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | injection/system   | marker system-audio      | "[audio block not shown: the system prompt carries text only.]"                           |            | "audio"               |
      | render             | refused                  |                                                                                           |            |                       |
    And no lane shows any of:
      | hidden                                                      |
      | "https://media.example/calls/empty.wav?sig=SECRET-aud-0000" |

  @must @audio @mime @case
  Scenario: audio/mixed-case-type: An audio media type matches in any case: AUDIO/Ogg shows as audio with its media type as sent
    Given the case "audio/mixed-case-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/voice/token-0gg5e1",
              "mimeType": "AUDIO/Ogg",
              "blob": "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                        | media type  | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (AUDIO/Ogg, 60B).]"                                          |             | "AUDIO/Ogg", size 60 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (AUDIO/Ogg, 60B).]"                                          |             | "AUDIO/Ogg", size 60 B |
      | script             | view                     | [{"type":"audio","data":"UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA","mimeType":"AUDIO/Ogg"}] |             |                        |
      | push               | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "AUDIO/Ogg" |                        |
      | channel            | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "AUDIO/Ogg" |                        |
      | injection/user     | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "AUDIO/Ogg" |                        |
      | render             | shown                    |                                                                                                                                     |             |                        |
      | render             | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                  | "AUDIO/Ogg" |                        |
    And no lane shows any of:
      | hidden                            |
      | "memo://vault/voice/token-0gg5e1" |

  @must @audio @size @large
  Scenario: audio/three-kb-marker: A 3,072-byte audio/wav blob in a tool result gives the 89-character audio marker with its size as ~3KB
    Given the case "audio/three-kb-marker"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/voice/token-3kb-7c1d",
              "mimeType": "audio/wav",
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
      | lane               | shows                    | text or data                                                                                | media type  | must mention             |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, ~3KB).]" |             | "audio/wav", size 3072 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, ~3KB).]" |             | "audio/wav", size 3072 B |
      | script             | view                     | [{"type":"audio","data":{"$repeat":"A","count":4096},"mimeType":"audio/wav"}]               |             |                          |
      | push               | audio                    | "A" × 4096                                                                                  | "audio/wav" |                          |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/voice/token-3kb-7c1d" |

  @must @audio @system
  Scenario: audio/system-position: An embedded audio blob at the system position shows the system audio line beside the injection's text
    Given the case "audio/system-position"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Latest voicemail:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/voice/token-sys-4e21",
              "mimeType": "audio/mpeg",
              "blob": "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane             | shows               | text or data                                                                       | media type   | must mention |
      | injection/user   | text                | "Latest voicemail:"                                                                |              |              |
      | injection/user   | audio               | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA" | "audio/mpeg" |              |
      | injection/system | text                | "Latest voicemail:"                                                                |              |              |
      | injection/system | marker system-audio | "[audio block not shown: the system prompt carries text only.]"                    |              | "audio"      |
    And no lane shows any of:
      | hidden                              |
      | "memo://vault/voice/token-sys-4e21" |

  @must @audio @image @tool-result
  Scenario: audio/beside-image: An embedded image and an embedded audio blob in one tool result: the image live, the audio as its marker
    Given the case "audio/beside-image"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/screens/token-pair-img9",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
            }
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://vault/voice/token-pair-aud9",
              "mimeType": "audio/wav",
              "blob": "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                                                                                                                          | media type  | must mention           |
      | tool-result/live   | image                    | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                    | "image/png" |                        |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]"                                                                                                                                                                                            |             | "audio/wav", size 60 B |
      | tool-result/stored | marker stored-image      | "[image: image/png, 70B]"                                                                                                                                                                                                                                                             |             | "image/png", size 70 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]"                                                                                                                                                                                            |             | "audio/wav", size 60 B |
      | script             | view                     | [{"type":"image","data":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==","mimeType":"image/png"},{"type":"audio","data":"UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA","mimeType":"audio/wav"}] |             |                        |
      | push               | image                    | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                    | "image/png" |                        |
      | push               | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                                                                                                                                                                    | "audio/wav" |                        |
      | render             | shown                    |                                                                                                                                                                                                                                                                                       |             |                        |
      | render             | image                    | "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="                                                                                                                                                                                    | "image/png" |                        |
      | render             | audio                    | "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"                                                                                                                                                                                                    | "audio/wav" |                        |
    And no lane shows any of:
      | hidden                                 |
      | "memo://vault/screens/token-pair-img9" |
      | "memo://vault/voice/token-pair-aud9"   |

  @must @audio @depth @structured
  Scenario: audio/at-depth: An embedded audio blob at depth is the audio marker in the stored copy and an audio block in a script's view
    Given the case "audio/at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "call": {
            "id": 118,
            "recording": {
              "type": "resource",
              "resource": {
                "uri": "https://media.example/calls/rec-depth.wav?token=SECRET-aud-deep",
                "mimeType": "audio/wav",
                "blob": "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA"
              }
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                          | media type | must mention |
      | tool-result/live   | json  | {"call":{"id":118,"recording":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]","mentions":["audio/wav"],"bytes":60}}} |            |              |
      | tool-result/stored | json  | {"call":{"id":118,"recording":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/wav, 60B).]","mentions":["audio/wav"],"bytes":60}}} |            |              |
      | script             | view  | {"call":{"id":118,"recording":{"type":"audio","data":"UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YRAAAACAgICAgICAgICAgICAgICA","mimeType":"audio/wav"}}}                                     |            |              |
    And no lane shows any of:
      | hidden                                                            |
      | "https://media.example/calls/rec-depth.wav?token=SECRET-aud-deep" |

  @must @audio @marker @size @tool-result
  Scenario: audio/size-kb-half-in-tool-result: A 2,560-byte audio blob in a tool result: the audio marker sizes it ~3KB, the half rounded up
    Given the case "audio/size-kb-half-in-tool-result"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://audio/size/token-a10-2560",
              "mimeType": "audio/wav",
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
      | lane               | shows                    | text or data                                                                                | media type | must mention             |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, ~3KB).]" |            | "audio/wav", size 2560 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, ~3KB).]" |            | "audio/wav", size 2560 B |
    And no lane shows any of:
      | hidden                             |
      | "memo://audio/size/token-a10-2560" |

  @must @audio @marker @label @tool-result
  Scenario: audio/label-bound-in-tool-result: A 130-character audio media type is cut to 119 characters and an ellipsis in the tool-result audio marker, and reaches push whole
    Given the case "audio/label-bound-in-tool-result"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://audio/label/token-a11-long",
              "mimeType": "audio/x-kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk",
              "blob": "UklGRiQAAABXQVZF"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                                                                                                                                 | media type                                                                                                                           | must mention                                                                                                                          |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/x-" + "k" × 111 + "…, 12B).]"                                                                                  |                                                                                                                                      | "audio/x-kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/x-" + "k" × 111 + "…, 12B).]"                                                                                  |                                                                                                                                      | "audio/x-kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…", size 12 B |
      | script             | view                     | [{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/x-kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"}] |                                                                                                                                      |                                                                                                                                       |
      | push               | audio                    | "UklGRiQAAABXQVZF"                                                                                                                                                                           | "audio/x-kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk" |                                                                                                                                       |
    And no lane shows any of:
      | hidden                              |
      | "memo://audio/label/token-a11-long" |

  @must @audio @marker @label @control @tool-result
  Scenario: audio/label-controls-in-tool-result: Controls in an audio media type are removed from the tool-result audio marker's label and kept as sent in the audio block
    Given the case "audio/label-controls-in-tool-result"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://audio/label/token-a12-ctl",
              "mimeType": "audio/\u0007w\u0000av\u009b",
              "blob": "UklGRiQAAABXQVZF"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                               | media type                       | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |                                  | "audio/wav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |                                  | "audio/wav", size 12 B |
      | push               | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/\\u0007w\\u0000av\\u009b" |                        |
      | channel            | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/\\u0007w\\u0000av\\u009b" |                        |
    And no lane shows any of:
      | hidden                             |
      | "memo://audio/label/token-a12-ctl" |

  @must @audio @marker @label @bidi @tool-result
  Scenario: audio/label-bidi-in-tool-result: Bidi marks in an audio media type are removed from the tool-result audio marker's label, and kept as sent in the audio block
    Given the case "audio/label-bidi-in-tool-result"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://audio/label/token-a13-bidi",
              "mimeType": "audio/\u202ewav\u2066\u200f",
              "blob": "UklGRiQAAABXQVZF"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                               | media type                       | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |                                  | "audio/wav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |                                  | "audio/wav", size 12 B |
      | push               | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/\\u202ewav\\u2066\\u200f" |                        |
    And no lane shows any of:
      | hidden                              |
      | "memo://audio/label/token-a13-bidi" |

  @must @audio @depth @inline @marker
  Scenario: audio/inline-at-depth: An inline audio block at depth in structured data is the tool-result audio marker in both copies, and reaches a script as it came
    Given the case "audio/inline-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "clip": {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav"
          },
          "seconds": 2
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                               | media type | must mention |
      | tool-result/live   | json  | {"clip":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]","mentions":["audio/wav"],"bytes":12},"seconds":2} |            |              |
      | tool-result/stored | json  | {"clip":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]","mentions":["audio/wav"],"bytes":12},"seconds":2} |            |              |
      | script             | view  | {"clip":{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"},"seconds":2}                                                                                                     |            |              |

  @must @audio @depth @empty @marker
  Scenario: audio/empty-blob-at-depth: An empty audio blob at depth is the 0B tool-result audio marker in both copies, and an audio block with data "" to a script
    Given the case "audio/empty-blob-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "voice": {
            "type": "resource",
            "resource": {
              "uri": "memo://audio/empty/token-a14-deep",
              "mimeType": "audio/ogg",
              "blob": ""
            }
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                  | media type | must mention |
      | tool-result/live   | json  | {"voice":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/ogg, 0B).]","mentions":["audio/ogg"],"bytes":0}} |            |              |
      | tool-result/stored | json  | {"voice":{"$marker":"tool-result-audio","text":"[Audio not shown: this host's tool results carry only text and images (audio/ogg, 0B).]","mentions":["audio/ogg"],"bytes":0}} |            |              |
      | script             | view  | {"voice":{"type":"audio","data":"","mimeType":"audio/ogg"}}                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden                              |
      | "memo://audio/empty/token-a14-deep" |

  @should @audio @inline @marker
  Scenario: audio/inline-no-media-type: An inline audio block with data and no media type shows the no-media-type marker (the reference's decision), never audio
    Given the case "audio/inline-no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF"
          },
          {
            "type": "text",
            "text": "voice note"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                | text or data                                                                     | media type | must mention |
      | tool-result/live   | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                   |            |              |
      | tool-result/live   | text                 | "voice note"                                                                     |            |              |
      | tool-result/stored | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                   |            |              |
      | tool-result/stored | text                 | "voice note"                                                                     |            |              |
      | script             | view                 | [{"type":"audio","data":"UklGRiQAAABXQVZF"},{"type":"text","text":"voice note"}] |            |              |
      | push               | marker no-media-type | "[Resource not shown: its data arrived without a media type.]"                   |            |              |
      | push               | text                 | "voice note"                                                                     |            |              |
      | render             | refused              |                                                                                  |            |              |

  @must @audio @inline
  Scenario: audio/inline-block: An inline audio block shows the tool-result audio marker in tool results and natively elsewhere
    Given the case "audio/inline-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                               | media type  | must mention           |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |             | "audio/wav", size 12 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 12B).]" |             | "audio/wav", size 12 B |
      | script             | view                     | [{"type":"audio","data":"UklGRiQAAABXQVZF","mimeType":"audio/wav"}]                        |             |                        |
      | push               | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/wav" |                        |
      | channel            | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/wav" |                        |
      | injection/user     | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/wav" |                        |
      | injection/system   | marker system-audio      | "[audio block not shown: the system prompt carries text only.]"                            |             | "audio"                |
      | render             | shown                    |                                                                                            |             |                        |
      | render             | audio                    | "UklGRiQAAABXQVZF"                                                                         | "audio/wav" |                        |

  @must @audio @inline @empty @no-data
  Scenario: audio/inline-empty-data: Inline audio of type audio/wav with data "" shows the tool-result audio marker (0B) in a tool result, [Audio: no data] on push, channel and injection/user, its system line at the system position; render refuses it
    Given the case "audio/inline-empty-data"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "",
            "mimeType": "audio/wav"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                    | text or data                                                                              | media type | must mention          |
      | tool-result/live   | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | tool-result/stored | marker tool-result-audio | "[Audio not shown: this host's tool results carry only text and images (audio/wav, 0B).]" |            | "audio/wav", size 0 B |
      | script             | view                     | [{"type":"audio","data":"","mimeType":"audio/wav"}]                                       |            |                       |
      | push               | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | channel            | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | injection/user     | marker audio-no-data     | "[Audio: no data]"                                                                        |            | "audio"               |
      | injection/system   | marker system-audio      | "[audio block not shown: the system prompt carries text only.]"                           |            | "audio"               |
      | render             | refused                  |                                                                                           |            |                       |

  @must @security @audio @inline @withheld
  Scenario: audio/inline-object-disposition: A disposition of {} on inline audio is a claim (presence alone counts): the withheld marker on every lane
    Given the case "audio/inline-object-disposition"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav",
            "disposition": {}
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
